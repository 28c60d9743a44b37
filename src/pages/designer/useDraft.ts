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
  const problems = useMemo(() => draftProblems(doc, others), [doc, others]);
  const nameOk = !!doc.name && problems.name === undefined;

  const update = useCallback((change: (d: DraftDocument) => DraftDocument) => {
    touched.current = true;
    setDoc((d) => change(d));
  }, []);

  useEffect(() => {
    if (!touched.current || !nameOk || !doc.name) return;
    setAutosave('pending');
    const timer = setTimeout(() => {
      setAutosave('saving');
      const name = doc.name!;
      saveDraft(name, doc, baseVersion).then(
        () => {
          if (keptAs.current && keptAs.current !== name) void deleteDraft(keptAs.current, true).catch(() => undefined);
          keptAs.current = name;
          setAutosave('saved');
        },
        () => setAutosave('failed'),
      );
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [doc, nameOk, baseVersion]);

  return { doc, update, replace: setDoc, problems, autosave };
}
