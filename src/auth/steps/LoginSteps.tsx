import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api';
import { apiErrorText } from '../../pages/apiErrorText';
import { keepSession, loginStep, type LoginOutcome, type PendingLogin } from '../login';
import { MfaSetup, type SetupDone } from './MfaSetup';

/** A new password must be at least this long (the server's default PASSWORD_MIN_LENGTH; it says so when it differs). */
const MIN_LENGTH = 12;

interface Props {
  pending: PendingLogin;
  account: string;
  /** The login went on: the session is kept, or another step is asked. */
  onOutcome: (outcome: LoginOutcome) => void;
  onStartOver: () => void;
}

/**
 * The steps a login may need after the password, one at a time: the second factor (a code or a
 * recovery code), a password of one's own, the enrolment the administrator requires.
 */
export function LoginSteps({ pending, account, onOutcome, onStartOver }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { step } = pending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!value.trim()) return setError(t(step === 'code' ? 'app.login.code_required' : 'app.login.password_required'));
    if (step === 'password' && value !== confirm) return setError(t('app.validation.password_mismatch'));
    setBusy(true);
    setError(null);
    try {
      const next = await loginStep(pending, step === 'code' ? value.trim() : value, account);
      setValue('');
      setConfirm('');
      onOutcome(next);
    } catch (e) {
      setError(isApiError(e) ? apiErrorText(e, t) : t('app.api.unknown'));
    } finally {
      setBusy(false);
    }
  }

  const enrolled = (done: SetupDone) => {
    if (typeof done.step === 'string') onOutcome({ step: done.step as PendingLogin['step'], challenge: String(done.challenge) });
    else onOutcome({ session: keepSession(done as unknown as Parameters<typeof keepSession>[0], account) });
  };

  const title = { code: 'app.login.code_title', password: 'app.login.password_title', enrol: 'app.login.enrol_title' }[step];
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t(title)}
      </Typography>
      {step === 'enrol' ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('app.login.enrol_hint')}
          </Typography>
          <MfaSetup challenge={pending.challenge} onDone={enrolled} />
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {step === 'code' ? t('app.login.code_hint') : t('app.login.password_hint', { min: MIN_LENGTH })}
            </Typography>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            {step === 'code' ? (
              <TextField label={t('app.login.code')} name="code" autoComplete="one-time-code" autoFocus value={value} onChange={(e) => setValue(e.target.value)} fullWidth />
            ) : (
              <>
                <TextField label={t('app.login.new_password')} name="new-password" type="password" autoComplete="new-password" autoFocus value={value} onChange={(e) => setValue(e.target.value)} fullWidth />
                <TextField label={t('app.form.password_confirm')} name="confirm-password" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} fullWidth />
              </>
            )}
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {step === 'code' ? t('app.login.verify') : t('app.login.save_password')}
            </Button>
          </Stack>
        </form>
      )}
      <Button onClick={onStartOver} size="small" sx={{ alignSelf: 'flex-start' }}>
        {t('app.login.start_over')}
      </Button>
    </Stack>
  );
}
