import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { clearSession } from '../auth/session';
import { getToken, setToken } from '../auth/token';
import { safeRedirect } from '../auth/redirect';

/**
 * Single sign-on lands here with ?token=…&redirect=…: keep the token and go on. A session that
 * is already open in this browser is never replaced silently: the user chooses.
 */
export default function AuthRedirect() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [choice, setChoice] = useState<'keep' | 'replace' | null>(null);
  const token = params.get('token');
  const target = safeRedirect(params.get('redirect'));
  const open = getToken();

  if (!token) return <Navigate to={open ? target : '/login'} replace />;
  if (choice === 'keep') return <Navigate to={target} replace />;
  if (!open || open === token || choice === 'replace') {
    // The roles kept from the other session must not outlive it. Both steps are idempotent.
    if (open && open !== token) clearSession();
    setToken(token);
    return <Navigate to={target} replace />;
  }
  return (
    <Dialog open aria-labelledby="auth-redirect-title" aria-describedby="auth-redirect-text">
      <DialogTitle id="auth-redirect-title">{t('app.auth_redirect.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="auth-redirect-text">{t('app.auth_redirect.content')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setChoice('keep')} autoFocus>
          {t('app.auth_redirect.keep')}
        </Button>
        <Button onClick={() => setChoice('replace')} variant="contained" color="warning">
          {t('app.auth_redirect.replace')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
