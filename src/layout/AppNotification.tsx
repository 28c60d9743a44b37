import { useMemo } from 'react';
import { Notification, NotificationContext, useNotificationContext, type NotificationPayload } from 'react-admin';
import { config } from '../config/env';
import { isDuplicate, markShown } from './notificationDedupe';

/**
 * react-admin's notification bar, 5 s by default (spec §9), showing a message once even when
 * both the API client and react-admin report the same failure.
 */
export function AppNotification() {
  const context = useNotificationContext();
  const filtered = useMemo(() => {
    const takeNotification = (): NotificationPayload | undefined => {
      for (;;) {
        const next = context.takeNotification();
        if (!next) return undefined;
        const fromApi = next.notificationOptions?.autoHideDuration === config.messageDurationMs && next.type === 'error';
        const text = typeof next.message === 'string' ? next.message : null;
        if (text && next.type === 'error' && !fromApi && isDuplicate(text)) continue;
        if (text && next.type === 'error') markShown(text);
        return next;
      }
    };
    return { ...context, takeNotification };
  }, [context]);
  return (
    <NotificationContext.Provider value={filtered}>
      <Notification autoHideDuration={config.messageDurationMs} />
    </NotificationContext.Provider>
  );
}
