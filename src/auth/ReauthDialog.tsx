import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { call, isApiError, setReauthAsker } from '../api';
import { apiErrorText } from '../pages/apiErrorText';

/** Six digits are an authenticator's code; anything else is the password (console passwords are longer). */
const CODE = /^\d{6}$/;

/**
 * Asks for the password (or a second-factor code) when a sensitive call needs it again
 * (api/reauth.ts); the call is sent again once the server accepted it.
 */
export function ReauthDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);

  useEffect(() => {
    setReauthAsker(
      () =>
        new Promise<boolean>((resolve) => {
          settle.current = resolve;
          setValue('');
          setError(null);
          setOpen(true);
        }),
    );
    return () => setReauthAsker(null);
  }, []);

  const close = (confirmed: boolean) => {
    setOpen(false);
    settle.current?.(confirmed);
    settle.current = null;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!value) return;
    setBusy(true);
    setError(null);
    try {
      await call('operate/auth/reauth', CODE.test(value.trim()) ? { code: value.trim() } : { password: value }, { silent: true });
      close(true);
    } catch (e) {
      setError(isApiError(e) ? apiErrorText(e, t) : t('app.api.unknown'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={() => close(false)} aria-labelledby="reauth-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="reauth-title">{t('app.reauth.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('app.reauth.content')}</DialogContentText>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <TextField label={t('app.reauth.field')} type="password" autoComplete="current-password" autoFocus value={value} onChange={(e) => setValue(e.target.value)} fullWidth />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(false)}>{t('app.reauth.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy || !value}>
            {t('app.reauth.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
