import { useMemo, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { EntityKeysEditor } from '../../src/pages/designer/EntityKeysEditor';
import { ProblemsContext, draftProblems } from '../../src/pages/designer/problems';
import { emptyDocument, type DraftDocument } from '../../src/pages/designer/draft';
import { renderDesigner } from './helpers/designerHarness';
import { words } from './helpers/fieldEditorHarness';
import type { Language } from '../../src/i18n/languages';

/** The entity's scope in the designer: its records shared with every jurisdiction, or seen through their references. */

function Editing({ start, seen }: { start: Partial<DraftDocument>; seen: (d: DraftDocument) => void }) {
  const [doc, setDoc] = useState<DraftDocument>(() => ({ ...emptyDocument(), name: 'notices', labels: { name: words('Notices'), item: words('Notice'), create: words('New notice') }, ...start }));
  const problems = useMemo(() => draftProblems(doc, []), [doc]);
  return (
    <ProblemsContext.Provider value={problems}>
      <EntityKeysEditor
        doc={doc}
        nameFixed={false}
        wordsOnly={false}
        onChange={(change) =>
          setDoc((d) => {
            const next = change(d);
            seen(next);
            return next;
          })
        }
      />
    </ProblemsContext.Provider>
  );
}

const show = (start: Partial<DraftDocument> = {}, language: Language = 'en') => {
  const seen: DraftDocument[] = [];
  renderDesigner(<Editing start={start} seen={(d) => seen.push(d)} />, language);
  return seen;
};

describe('the entity’s scope', () => {
  it('says the records are seen through their references until they are shared with every jurisdiction', () => {
    const seen = show();
    const shared = screen.getByLabelText('Shared with every jurisdiction');
    expect(shared).not.toBeChecked();
    expect(screen.getByText(/A user of a government body sees only the records whose references/)).toBeInTheDocument();
    fireEvent.click(shared);
    expect(seen.at(-1)!.scope).toBe('none');
    expect(screen.getByText('Every user sees these records, whatever government body they belong to.')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Shared with every jurisdiction'));
    expect(seen.at(-1)!.scope).toBeUndefined();
  });

  it('reads a shared entity as shared, in Spanish', () => {
    show({ scope: 'none' }, 'es');
    expect(screen.getByLabelText('Compartidos con todas las jurisdicciones')).toBeChecked();
    expect(screen.getByText(/Todos los usuarios ven estos registros/)).toBeInTheDocument();
  });

  it('shows a scope the language does not know at the switch, as the checker words it', () => {
    show({ scope: 'all' as never });
    expect(screen.getByLabelText('Shared with every jurisdiction').closest('.MuiFormControl-root')).toHaveTextContent('Must be one of: none.');
  });
});
