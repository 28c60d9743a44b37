import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { isReloginPending, onApiEvent, reloginPromptClosed } from '../api';
import { clearSession } from '../auth/session';
import { loginPathFor } from '../auth/redirect';
import { config } from '../config/env';
import { markShown } from './notificationDedupe';

/**
 * Turns the API client's reports into what the user sees: the message for 5 s, or the one
 * re-login dialog (spec §8). An outage is not reported here but by its own notice (OutageNotice).
 */
export function ApiFeedback() {
  const notify = useNotify();
  const translate = useTranslate();
  const [relogin, setRelogin] = useState(isReloginPending);

  useEffect(
    () =>
      onApiEvent((event) => {
        markShown(event.message);
        if (event.type === 'relogin') {
          setRelogin(true);
          return;
        }
        notify(event.message, { type: 'error', autoHideDuration: config.messageDurationMs, messageArgs: { _: event.message } });
      }),
    [notify],
  );

  const stay = () => {
    setRelogin(false);
    reloginPromptClosed();
  };
  const again = () => {
    const target = loginPathFor(window.location);
    clearSession();
    // A full reload drops every cached answer of the old session.
    window.location.assign(target);
  };

  return (
    <Dialog open={relogin} onClose={stay} aria-labelledby="relogin-title" aria-describedby="relogin-text">
      <DialogTitle id="relogin-title">{translate('app.relogin.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="relogin-text">{translate('app.relogin.content')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={stay}>{translate('app.relogin.cancel')}</Button>
        <Button onClick={again} variant="contained" autoFocus>
          {translate('app.relogin.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
