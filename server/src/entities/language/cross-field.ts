// Rules across fields (docs/ENTITIES.md, "Rules across fields"): a field compared with another
// (`compare: { after: "issued" }`) or required while another has a value (`requiredIf`). Pure:
// the server checks every write with it and the console's forms check the same values before
// sending, in the same words.
import type { EntityDefinition, FieldDefinition, FieldType, Lang, Words } from './document.js';

export const COMPARISONS = ['after', 'before', 'min', 'max'] as const;
export type Comparison = (typeof COMPARISONS)[number];
export type CrossRule = Comparison | 'requiredIf';

/** The types a comparison reads: numbers as numbers, days and moments in their sortable text. */
export const COMPARABLE: readonly FieldType[] = ['number', 'date', 'datetime'];

/** What a broken rule says, `{other}` standing for the other field's label. */
export const CROSS_WORDS: Record<CrossRule, Words> = {
  after: { zh: '必须晚于“{other}”。', en: 'Must be after {other}.', es: 'Debe ser posterior a «{other}».' },
  before: { zh: '必须早于“{other}”。', en: 'Must be before {other}.', es: 'Debe ser anterior a «{other}».' },
  min: { zh: '不能小于“{other}”。', en: 'Must be at least {other}.', es: 'No puede ser menor que «{other}».' },
  max: { zh: '不能大于“{other}”。', en: 'Must be at most {other}.', es: 'No puede ser mayor que «{other}».' },
  requiredIf: { zh: '填写了“{other}”时，此项为必填项。', en: 'Required when {other} is given.', es: 'Es obligatorio cuando se indica «{other}».' },
};

/** One rule of a field: its kind and the other field's name. */
export interface CrossCheck {
  rule: CrossRule;
  other: string;
}

export function crossChecksOf(field: FieldDefinition): CrossCheck[] {
  const checks: CrossCheck[] = COMPARISONS.flatMap((rule) => (field.compare?.[rule] === undefined ? [] : [{ rule, other: field.compare[rule]! }]));
  if (field.requiredIf !== undefined) checks.push({ rule: 'requiredIf', other: field.requiredIf });
  return checks;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** Has the other field a value, for `requiredIf`: a flag that is off has none. */
function given(value: unknown, type: FieldType): boolean {
  if (type === 'boolean' || type === 'status') return value === 1 || value === true || value === '1';
  return !isEmpty(value);
}

function ordered(a: unknown, b: unknown, type: FieldType): number | null {
  if (type === 'number') {
    const [x, y] = [Number(a), Number(b)];
    return Number.isFinite(x) && Number.isFinite(y) ? x - y : null;
  }
  // Days and moments are YYYY-MM-DD[ HH:mm:ss]: their text sorts as they do.
  if (typeof a !== 'string' || typeof b !== 'string') return null;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Does `value` break the check, the other field holding `other`? An empty side breaks no comparison. */
export function breaks(check: CrossCheck, value: unknown, other: unknown, types: { field: FieldType; other: FieldType }): boolean {
  if (check.rule === 'requiredIf') return isEmpty(value) && given(other, types.other);
  if (isEmpty(value) || isEmpty(other)) return false;
  const order = ordered(value, other, types.field);
  if (order === null) return false;
  switch (check.rule) {
    case 'after':
      return order <= 0;
    case 'before':
      return order >= 0;
    case 'min':
      return order < 0;
    case 'max':
      return order > 0;
  }
}

export const crossMessage = (check: CrossCheck, otherLabel: Words, lang: Lang) => CROSS_WORDS[check.rule][lang].replace('{other}', otherLabel[lang]);

/** Each field whose rules the record's values break, with what it says in `lang`. */
export function crossFieldErrors(d: Pick<EntityDefinition, 'fields'>, values: Record<string, unknown>, lang: Lang): Record<string, string> {
  const errors: Record<string, string> = {};
  const live = d.fields.filter((f) => !f.retired);
  for (const field of live) {
    for (const check of crossChecksOf(field)) {
      const other = live.find((f) => f.name === check.other);
      if (!other || errors[field.name]) continue;
      if (breaks(check, values[field.name], values[check.other], { field: field.type, other: other.type })) {
        errors[field.name] = crossMessage(check, other.label, lang);
      }
    }
  }
  return errors;
}
