import type { Lang } from '../../../server/src/entities/language/document';
import type { PlanStep, Refusal } from './calls';
import type { DraftDocument, DraftField } from './draft';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A field's words in the designer's language, found by its place in the plan (`checks.reading` in a list of items). */
export function fieldWords(doc: DraftDocument, place: string | undefined, lang: string): string {
  if (!place) return '';
  const [own, inner] = place.split('.');
  const field = doc.fields.find((f) => f.name === own);
  const shown = inner ? (field?.fields as DraftField[] | undefined)?.find((f) => f.name === inner) : field;
  return shown?.label?.[lang as Lang]?.trim() || place;
}

/**
 * A refusal as an administrator reads it: how many records stand in the way, of which field, and
 * the way out this draft has (a required field with a default is filled on confirm).
 */
export function refusalWords(refusal: Refusal, doc: DraftDocument, lang: string, t: Translate): { text: string; wayOut: string } {
  const field = fieldWords(doc, refusal.field, lang);
  const count = refusal.rows;
  const text = t(`designer.refusal.${refusal.kind}`, { count, field });
  const own = doc.fields.find((f) => f.name === refusal.field);
  const wayOut =
    refusal.kind === 'required'
      ? refusal.fix === 'default'
        ? t('designer.way_out.required_default', { field })
        : t('designer.way_out.required_fill', { value: String(own?.default ?? '') })
      : t(`designer.way_out.${refusal.kind}`, { field });
  return { text, wayOut };
}

/** Whether confirming takes every refusal's way out (retire a removed field, fill with a default). */
export function confirmable(refusals: readonly Refusal[]): boolean {
  return refusals.every((r) => r.fix === 'confirm');
}

const STEP_KINDS = new Set(['create-table', 'add-column', 'drop-column', 'drop-links', 'create-links', 'create-index', 'drop-index', 'create-search', 'drop-search', 'fill', 'compute', 'retire', 'permissions']);

/** A step of the plan in words; one the console does not know keeps the server's English line. */
export function stepWords(step: PlanStep, doc: DraftDocument, lang: string, t: Translate): string {
  if (!STEP_KINDS.has(step.kind)) return step.says;
  return t(`designer.step.${step.kind}`, { field: fieldWords(doc, step.field, lang), table: step.table });
}

/** The input of a field where each kind of refusal shows (a removed field has none: the dialog tells it). */
const REFUSAL_INPUT: Record<Refusal['kind'], string | null> = { removed: null, type: 'type', maxLength: 'maxLength', required: 'required', choice: 'choices', unique: 'unique', multiple: 'type', max: 'max' };

/** Each refusal in words at its field's input (`fields.3.required`), to stay there once the dialog is closed. */
export function refusalsAtFields(refusals: readonly Refusal[], doc: DraftDocument, lang: string, t: Translate): Record<string, string> {
  const out: Record<string, string> = {};
  for (const refusal of refusals) {
    const index = doc.fields.findIndex((f) => f.name === refusal.field.split('.')[0]);
    const input = REFUSAL_INPUT[refusal.kind];
    if (index < 0 || !input) continue;
    const { text, wayOut } = refusalWords(refusal, doc, lang, t);
    out[`fields.${index}.${input}`] = `${text} ${wayOut}`;
  }
  return out;
}
