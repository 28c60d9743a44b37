import { useContext, useEffect, useRef, useState } from 'react';
import { Alert, Button } from '@mui/material';
import { EditContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { readSession } from '../../auth/session';
import { onLiveEvent } from '../../live/liveHub';
import type { ResourceDef } from '../types';

/** This form's own save is told back by the stream too: not a change made elsewhere. */
const OWN_SAVE_MS = 5000;

interface Change {
  action: 'update' | 'delete';
  by: string;
  at: string;
}

/** "10:42" of the API's `YYYY-MM-DD HH:mm:ss`. */
const clock = (at: string) => /\d{2}:\d{2}/.exec(at.slice(11))?.[0] ?? at;

/**
 * Over an open edit form: who changed (or deleted) its record elsewhere, and when, with a button
 * that loads their version. The typed values stay as they are until it is pressed.
 */
export function ChangedElsewhere({ def }: { def: ResourceDef }) {
  const translate = useTranslate();
  const edit = useContext(EditContext);
  const record = edit?.record;
  const [change, setChange] = useState<Change | null>(null);
  const { submitCount } = useFormState();
  const savedAt = useRef(0);

  // A record loaded or saved here is the latest: no notice for it.
  useEffect(() => setChange(null), [record]);
  useEffect(() => {
    if (submitCount > 0) savedAt.current = Date.now();
  }, [submitCount]);

  const id = record?.id;
  useEffect(() => {
    if (!def.history || id === undefined) return;
    return onLiveEvent((event) => {
      if (event.kind !== 'record' || event.resource !== def.history || String(event.id) !== String(id) || event.action === 'create') return;
      if (event.by === readSession()?.account && Date.now() - savedAt.current < OWN_SAVE_MS) return;
      setChange({ action: event.action, by: event.by, at: event.at });
    });
  }, [def.history, id]);

  if (!change) return null;
  const words = { by: change.by, time: clock(change.at) };
  return (
    <Alert
      severity={change.action === 'delete' ? 'warning' : 'info'}
      role="status"
      sx={{ mb: 2, width: '100%', boxSizing: 'border-box' }}
      data-testid="changed-elsewhere"
      action={
        change.action === 'update' && (
          <Button color="inherit" size="small" onClick={() => void edit?.refetch()} sx={{ whiteSpace: 'nowrap' }}>
            {translate('live.notice.load')}
          </Button>
        )
      }
    >
      {translate(change.action === 'delete' ? 'live.notice.deleted' : 'live.notice.changed', words)}
    </Alert>
  );
}
