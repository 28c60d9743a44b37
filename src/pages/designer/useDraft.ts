import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EntityDefinition } from '../../../server/src/entities/language/document';
import { deleteDraft, saveDraft } from './calls';
import type { DraftDocument } from './draft';
import { draftProblems } from './problems';

/** How long typing rests before the draft goes to the server. */
const AUTOSAVE_MS = 1200;

export type AutosaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

/**
 * A draft being edited: its document, its problems (checked as typed) and its autosave to the
 * server (debounced), so that it survives a reload and others see it. A draft without a valid
 * name has no key yet and is kept in the page only.
 */
export function useDraft(initial: DraftDocument, baseVersion: number | undefined, others: readonly EntityDefinition[]) {
  const [doc, setDoc] = useState<DraftDocument>(initial);
  const [autosave, setAutosave] = useState<AutosaveState>('idle');
  const touched = useRef(false);
  // The name the draft was last kept under: a new entity renamed leaves no draft under its old name.
  const keptAs = useRef<string | undefined>(initial.name || undefined);
  // The save waiting for typing to rest, and the one on its way: publishing or discarding
  // settles both first, so that no draft lands after the publish or the discard dropped it.
  const waiting = useRef<{ timer: ReturnType<typeof setTimeout>; run: () => Promise<void> } | undefined>(undefined);
  const onTheWay = useRef<Promise<void>>(Promise.resolve());
  const savedOnce = useRef(false);
  const problems = useMemo(() => draftProblems(doc, others), [doc, others]);
  const nameOk = !!doc.name && problems.name === undefined;

  const update = useCallback((change: (d: DraftDocument) => DraftDocument) => {
    touched.current = true;
    setDoc((d) => change(d));
  }, []);

  useEffect(() => {
    if (!touched.current || !nameOk || !doc.name) return;
    setAutosave('pending');
    const name = doc.name;
    const run = () => {
      waiting.current = undefined;
      setAutosave('saving');
      onTheWay.current = saveDraft(name, doc, baseVersion).then(
        () => {
          if (keptAs.current && keptAs.current !== name) void deleteDraft(keptAs.current, true).catch(() => undefined);
          keptAs.current = name;
          savedOnce.current = true;
          setAutosave('saved');
        },
        () => setAutosave('failed'),
      );
      return onTheWay.current;
    };
    const timer = setTimeout(() => void run(), AUTOSAVE_MS);
    waiting.current = { timer, run };
    return () => {
      clearTimeout(timer);
      if (waiting.current?.timer === timer) waiting.current = undefined;
    };
  }, [doc, nameOk, baseVersion]);

  /** Saves now what waits for typing to rest, and answers once no save is on its way. */
  const settle = useCallback(async () => {
    const next = waiting.current;
    if (next) {
      clearTimeout(next.timer);
      await next.run();
    }
    await onTheWay.current;
  }, []);

  /** Drops what waits for typing to rest; once no save is on its way, answers whether one landed. */
  const stop = useCallback(async () => {
    if (waiting.current) clearTimeout(waiting.current.timer);
    waiting.current = undefined;
    await onTheWay.current;
    return savedOnce.current;
  }, []);

  return { doc, update, replace: setDoc, problems, autosave, settle, stop };
}
