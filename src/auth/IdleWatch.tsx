import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLogout } from 'react-admin';
import { call } from '../api';
import { readSession } from './session';

/** The warning shows this long before the session would end. */
const WARN_MS = 60_000;
/** While the user works without calling the server, it hears of them this often (a call is a use). */
const KEEP_ALIVE_MS = 5 * 60_000;
const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * The idle timeout in the console: the server ends a session unused for SESSION_IDLE_MINUTES;
 * a minute before, the console says so and offers to stay; at the end it logs out. Work that
 * makes no call (reading, typing a long form) still counts: the server is told now and then.
 */
export function IdleWatch() {
  const { t } = useTranslation();
  const logout = useLogout();
  const [left, setLeft] = useState<number | null>(null);
  const lastActive = useRef(Date.now());
  const lastTold = useRef(Date.now());

  useEffect(() => {
    const idleMs = (readSession()?.idle_minutes ?? 0) * 60_000;
    if (!idleMs) return undefined;
    const active = () => {
      lastActive.current = Date.now();
    };
    for (const name of ACTIVITY) window.addEventListener(name, active, { passive: true, capture: true });
    const timer = window.setInterval(() => {
      const now = Date.now();
      const idle = now - lastActive.current;
      if (idle >= idleMs) {
        window.clearInterval(timer);
        void logout();
      } else if (idle >= idleMs - WARN_MS) {
        setLeft(Math.ceil((idleMs - idle) / 1000));
      } else {
        setLeft(null);
        if (now - lastTold.current >= KEEP_ALIVE_MS && idle < KEEP_ALIVE_MS) {
          lastTold.current = now;
          void call('operate/auth/info', {}, { silent: true }).catch(() => undefined);
        }
      }
    }, 1000);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY) window.removeEventListener(name, active, { capture: true });
    };
  }, [logout]);

  const stay = () => {
    lastActive.current = Date.now();
    lastTold.current = Date.now();
    setLeft(null);
    void call('operate/auth/info', {}, { silent: true }).catch(() => undefined);
  };

  return (
    <Dialog open={left !== null} aria-labelledby="idle-title" aria-describedby="idle-text">
      <DialogTitle id="idle-title">{t('app.idle.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-text">{t('app.idle.content', { seconds: left ?? 0 })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void logout()}>{t('app.idle.logout')}</Button>
        <Button onClick={stay} variant="contained" autoFocus>
          {t('app.idle.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
