import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { login, type LoginOutcome, type PendingLogin } from '../auth/login';
import { LoginSteps } from '../auth/steps/LoginSteps';
import { getToken } from '../auth/token';
import { safeRedirect } from '../auth/redirect';
import { isApiError } from '../api';
import { LanguageSelect } from './LanguageSelect';
import { apiErrorText } from './apiErrorText';

/** The login page stays light: no react-admin until the user is in. */
export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // A login the server wants more of (second factor, new password, enrolment): no token yet.
  const [pending, setPending] = useState<PendingLogin | null>(null);
  const target = safeRedirect(params.get('redirect'));

  // With a token, /login goes on to the app (spec §2).
  if (getToken() && !busy && !pending) return <Navigate to={target} replace />;

  const went = (outcome: LoginOutcome) => {
    if ('session' in outcome) {
      setPending(null);
      navigate(target, { replace: true });
    } else {
      setBusy(false);
      setPassword('');
      setPending(outcome);
    }
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!account.trim()) missing.account = t('app.login.account_required');
    if (!password) missing.password = t('app.login.password_required');
    setFieldErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    setError(null);
    try {
      went(await login(account, password));
    } catch (e) {
      setBusy(false);
      if (isApiError(e)) {
        setFieldErrors(e.fields);
        setError(apiErrorText(e, t));
      } else {
        setError(t('app.api.unknown'));
      }
    }
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#2d3a4b', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: pending?.step === 'enrol' ? 520 : 420 }} elevation={8}>
        <CardContent sx={{ p: 4 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
              {t('app.title')}
            </Typography>
            <LanguageSelect />
          </Stack>
          {pending ? (
            <LoginSteps key={pending.step} pending={pending} account={account.trim()} onOutcome={went} onStartOver={() => setPending(null)} />
          ) : (
          <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('app.login.subtitle')}
          </Typography>
          <form onSubmit={submit} noValidate>
            <Stack spacing={2}>
              {error && (
                <Alert severity="error" role="alert">
                  {error}
                </Alert>
              )}
              <TextField
                label={t('app.login.account')}
                name="account"
                autoComplete="username"
                autoFocus
                value={account}
                onChange={(e) => setAccount(e.target.value)}
                error={!!fieldErrors.account}
                helperText={fieldErrors.account}
                fullWidth
              />
              <TextField
                label={t('app.login.password')}
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                error={!!fieldErrors.password}
                helperText={fieldErrors.password}
                fullWidth
              />
              <Button type="submit" variant="contained" size="large" disabled={busy} startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}>
                {t('app.login.submit')}
              </Button>
            </Stack>
          </form>
          </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
