import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { call, isApiError } from '../api';
import { keepSession } from '../auth/login';
import { clearSession } from '../auth/session';
import { getToken } from '../auth/token';
import { safeRedirect } from '../auth/redirect';
import { apiErrorText } from './apiErrorText';

/**
 * Another system of the office hands its user over with ?ticket=…&redirect=…: a one-time ticket
 * it got from operate/auth/ticket-create, exchanged here by a POST for a session. A link never
 * starts or replaces a session silently (it could be an attacker's): the user is always asked.
 * The ticket leaves the address bar at once, so it stays out of the history.
 */
export default function AuthRedirect() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [ticket] = useState(() => params.get('ticket'));
  const [state, setState] = useState<'ask' | 'busy' | 'done' | 'kept'>('ask');
  const [error, setError] = useState<string | null>(null);
  const target = safeRedirect(params.get('redirect'));
  const open = getToken();

  useEffect(() => {
    if (ticket) window.history.replaceState(window.history.state, '', `/auth-redirect?redirect=${encodeURIComponent(target)}`);
  }, [ticket, target]);

  if (!ticket || state === 'kept') return <Navigate to={open ? target : '/login'} replace />;
  if (state === 'done') return <Navigate to={target} replace />;

  async function exchange() {
    setState('busy');
    setError(null);
    try {
      const data = await call('operate/auth/ticket-exchange', { ticket }, { silent: true });
      // The roles kept from another session must not outlive it.
      if (open) clearSession();
      keepSession(data);
      setState('done');
    } catch (e) {
      setState('ask');
      setError(isApiError(e) ? apiErrorText(e, t) : t('app.api.unknown'));
    }
  }

  return (
    <Dialog open aria-labelledby="auth-redirect-title" aria-describedby="auth-redirect-text">
      <DialogTitle id="auth-redirect-title">{t(open ? 'app.auth_redirect.title' : 'app.auth_redirect.confirm_title')}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DialogContentText id="auth-redirect-text">{t(open ? 'app.auth_redirect.content' : 'app.auth_redirect.confirm_content')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setState('kept')} autoFocus>
          {t(open ? 'app.auth_redirect.keep' : 'app.auth_redirect.cancel')}
        </Button>
        <Button onClick={() => void exchange()} disabled={state === 'busy'} variant="contained" color={open ? 'warning' : 'primary'}>
          {t(open ? 'app.auth_redirect.replace' : 'app.auth_redirect.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
