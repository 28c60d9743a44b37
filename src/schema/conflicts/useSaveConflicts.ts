import { useCallback, useContext, useState } from 'react';
import { EditContext, useNotify, type RaRecord } from 'react-admin';
import { isApiError, staleCurrent } from '../../api';

type Values = Record<string, unknown>;

/** A save someone else's change came before: what the form was loaded with, what was typed, what is there now. */
export interface SaveConflict {
  base: Values;
  mine: Values;
  theirs: Values;
}

export interface SaveConflicts {
  /** The edit form's submit: the edit page's save, but a stale version opens the conflict instead of a message. */
  onSubmit: (values: Values) => Promise<Record<string, unknown> | undefined>;
  conflict: SaveConflict | null;
  /** Back to the form, as typed. */
  close: () => void;
  /** A resolution saved against `base` was refused again: the record moved on once more. */
  again: (theirs: Values) => void;
}

/**
 * An edit page's save that shows a refusal for a stale version (2009 with the record now) as a
 * conflict. Outside an edit page (a create form) there is nothing to compare: null.
 */
export function useSaveConflicts(): SaveConflicts | null {
  const edit = useContext(EditContext);
  const save = edit?.save;
  const record = edit?.record;
  const notify = useNotify();
  const [conflict, setConflict] = useState<SaveConflict | null>(null);

  const onSubmit = useCallback(
    async (values: Values) => {
      let theirs: Values | undefined;
      const errors = await save!(values as Partial<RaRecord>, {
        meta: { ownConflict: true },
        onError: (error: unknown) => {
          theirs = staleCurrent(error);
          // The API client reports its own failures; anything else is said here.
          if (!theirs && !isApiError(error)) notify(error instanceof Error ? error.message : 'app.api.unknown', { type: 'error' });
        },
      });
      if (theirs) setConflict({ base: (record ?? {}) as Values, mine: values, theirs });
      return errors as Record<string, unknown> | undefined;
    },
    [save, record, notify],
  );

  const close = useCallback(() => setConflict(null), []);
  const again = useCallback((theirs: Values) => setConflict((previous) => previous && { base: previous.theirs, mine: previous.mine, theirs }), []);
  return edit ? { onSubmit, conflict, close, again } : null;
}
