import { useEffect, useState, useSyncExternalStore } from 'react';
import { Alert, Button } from '@mui/material';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { call, currentOutage, onOutageChange } from '../api';

/** A light call that needs the server and its database: its answer ends the outage. */
const PROBE_CALL = 'operate/auth/info';
const PROBE_CAP_MS = 15_000;

/** Every query but the session's (those answer from the session kept in the browser). */
const screenQueries = (query: Query) => query.queryKey[0] !== 'auth';

/** Asks the server, saying nothing: a failure leaves the outage as it is. */
const probe = () => call(PROBE_CALL, {}, { silent: true }).then(
  () => undefined,
  () => undefined,
);

/**
 * The one notice of an outage (the API client counts a call that finds the database away, no
 * server or no answer in time as one, src/api/outage.ts), under the top bar for as long as it
 * lasts, instead of a message per failing call. Reads ask again by themselves meanwhile
 * (queryClient.ts); a save does not, so the notice asks the server now and then too, and
 * "Try now" at once. Once the server answers, the notice goes and the open screen reads again
 * what it shows.
 */
export function OutageNotice() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const outage = useSyncExternalStore(onOutageChange, currentOutage, currentOutage);
  const down = outage !== null;
  // Each "Try now" starts the waits between probes from the shortest again.
  const [round, setRound] = useState(0);

  useEffect(
    () =>
      onOutageChange((next) => {
        if (next === null) void queryClient.invalidateQueries({ predicate: screenQueries });
      }),
    [queryClient],
  );

  useEffect(() => {
    if (!down) return;
    let live = true;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = () => {
      timer = setTimeout(() => void probe().then(() => live && next()), Math.min(1000 * 2 ** tries++, PROBE_CAP_MS));
    };
    next();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [down, round]);

  if (!outage) return null;
  const tryNow = () => {
    setRound((n) => n + 1);
    void probe();
  };
  return (
    <Alert
      severity="warning"
      role="alert"
      data-testid="outage-notice"
      sx={{ borderRadius: 0 }}
      action={
        <Button color="inherit" size="small" onClick={tryNow}>
          {translate('app.api.outage.retry')}
        </Button>
      }
    >
      {translate(outage === 'database' ? 'app.api.outage.database' : 'app.api.outage.network')}
    </Alert>
  );
}
