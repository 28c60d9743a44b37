import { useMemo, useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { FieldEditor } from '../../../src/pages/designer/FieldEditor';
import { ProblemsContext, draftProblems } from '../../../src/pages/designer/problems';
import { emptyDocument, referenceTargets, type DraftDocument, type DraftField } from '../../../src/pages/designer/draft';
import { renderDesigner } from './designerHarness';
import type { Language } from '../../../src/i18n/languages';

/** A word in the three languages, told apart. */
export const words = (en: string) => ({ zh: `${en}（中）`, en, es: `${en} (es)` });

function draftWith(fields: DraftField[]): DraftDocument {
  return { ...emptyDocument(), name: 'work_orders', labels: { name: words('Work orders'), item: words('Work order'), create: words('New work order') }, recordTitle: 'title', fields: [{ name: 'title', type: 'text', label: words('Title') }, ...fields] };
}

/** The field editor of the draft's last field, its problems found by the checker on every change, as the editor does. */
function Editing({ fields, seen }: { fields: DraftField[]; seen?: (f: DraftField) => void }) {
  const [doc, setDoc] = useState(() => draftWith(fields));
  const problems = useMemo(() => draftProblems(doc, []), [doc]);
  const index = doc.fields.length - 1;
  return (
    <ProblemsContext.Provider value={problems}>
      <FieldEditor
        field={doc.fields[index]!}
        index={index}
        fields={doc.fields}
        targets={referenceTargets([], doc.name!, doc.fields)}
        stored={false}
        wordsOnly={false}
        onChange={(next) => {
          seen?.(next);
          setDoc((d) => ({ ...d, fields: d.fields.map((f, i) => (i === index ? next : f)) }));
        }}
      />
    </ProblemsContext.Provider>
  );
}

/**
 * Renders the editor of `field`, after a title and `before` (the fields its rules may name);
 * returns every field the editor hands back, the last one last.
 */
export function editField(field: DraftField, { language = 'en', before = [] }: { language?: Language; before?: DraftField[] } = {}): DraftField[] {
  const seen: DraftField[] = [];
  renderDesigner(<Editing fields={[...before, field]} seen={(f) => seen.push(f)} />, language);
  return seen;
}

export const typeInto = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The text shown with an input: its helper text holds the checker's problem. */
export const shownWith = (input: HTMLElement) => input.closest('.MuiFormControl-root');
