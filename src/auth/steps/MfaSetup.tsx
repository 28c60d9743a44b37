import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { call, isApiError } from '../../api';
import { apiErrorText } from '../../pages/apiErrorText';
import { qrDataUrl } from '../../widgets/qrPng';
import { RecoveryCodes } from './RecoveryCodes';

interface Setup {
  secret: string;
  uri: string;
}

/** What mfa-confirm answers: the recovery codes and, during a login, the session or the next step. */
export type SetupDone = Record<string, unknown> & { recovery_codes: string[] };

/**
 * Enrols a second factor: a QR code and the key for the authenticator app, confirmed with a
 * first code, then the ten recovery codes, shown once. Under a login's challenge, or from a session.
 */
export function MfaSetup({ challenge, onDone }: { challenge?: string; onDone: (done: SetupDone) => void }) {
  const { t } = useTranslation();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [qr, setQr] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<SetupDone | null>(null);

  useEffect(() => {
    let live = true;
    call('operate/auth/mfa-create', challenge ? { challenge } : {}, { silent: true })
      .then(async (answer) => {
        const image = await qrDataUrl(answer.uri, 200);
        if (!live) return;
        setSetup(answer);
        setQr(image);
      })
      .catch((e: unknown) => live && setError(isApiError(e) ? apiErrorText(e, t) : t('app.api.unknown')));
    return () => {
      live = false;
    };
  }, [challenge, t]);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError(t('app.login.code_required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setDone(await call('operate/auth/mfa-confirm', { ...(challenge ? { challenge } : {}), code: code.trim() }, { silent: true }));
    } catch (e) {
      setError(isApiError(e) ? apiErrorText(e, t) : t('app.api.unknown'));
    } finally {
      setBusy(false);
    }
  }

  if (done) return <RecoveryCodes codes={done.recovery_codes} onDone={() => onDone(done)} />;
  if (!setup) return error ? <Alert severity="error">{error}</Alert> : <CircularProgress size={24} aria-label={t('app.mfa.qr_alt')} />;
  return (
    <form onSubmit={confirm} noValidate>
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        <Typography variant="body2">{t('app.mfa.scan')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}>
          <Box component="img" src={qr} alt={t('app.mfa.qr_alt')} sx={{ width: 160, height: 160, flexShrink: 0, border: 1, borderColor: 'divider' }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" component="div">
              {t('app.mfa.key')}
            </Typography>
            <Typography data-testid="mfa-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontSize: 15 }}>
              {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
            </Typography>
          </Box>
        </Stack>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label={t('app.mfa.first_code')}
          name="code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          fullWidth
        />
        <Button type="submit" variant="contained" disabled={busy}>
          {t('app.mfa.confirm')}
        </Button>
      </Stack>
    </form>
  );
}
