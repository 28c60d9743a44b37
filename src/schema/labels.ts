import type { Choice, FieldDef, ResourceDef } from './types';

export function fieldLabel(def: Pick<ResourceDef, 'name'>, field: Pick<FieldDef, 'source' | 'label'>): string {
  return field.label ?? `resources.${def.name}.fields.${field.source}`;
}

export function resourceLabel(def: Pick<ResourceDef, 'name'>): string {
  return `resources.${def.name}.name`;
}

/** One record of the resource ("政府", not the list's "政府列表"), for record titles. */
export function itemLabel(def: Pick<ResourceDef, 'name'>): string {
  return `resources.${def.name}.item`;
}

/** The create page's title ("新增政府"), whole: Spanish needs the noun's gender ("Nueva empresa"). */
export function createLabel(def: Pick<ResourceDef, 'name'>): string {
  return `resources.${def.name}.create`;
}

/** A name inside a sentence: "No spare parts yet.", but "No QR codes yet." (an initialism stays). */
export function inSentence(name: string): string {
  return /^\p{Lu}\p{Ll}/u.test(name) ? name[0]!.toLocaleLowerCase() + name.slice(1) : name;
}

/** Choices as react-admin wants them: `{ id, name }` with `name` an i18n key. */
export function choiceList(def: Pick<ResourceDef, 'name'>, field: FieldDef): { id: string | number; name: string }[] {
  return (field.choices ?? []).map((choice: Choice) =>
    typeof choice === 'string' ? { id: choice, name: `resources.${def.name}.choices.${field.source}.${choice}` } : choice,
  );
}

const STATUS_WORDS = { on: 'app.status.enabled', off: 'app.status.disabled' };

/** A 1/0 status field's two states as choices, in its declared words. */
export function statusChoices(field: Pick<FieldDef, 'statusWords'>): { id: number; name: string }[] {
  const words = field.statusWords ?? STATUS_WORDS;
  return [
    { id: 1, name: words.on },
    { id: 0, name: words.off },
  ];
}

/**
 * A choice, state or yes/no value in the user's words, as both exports write it (undefined for
 * other kinds of field, whose value is written as it is).
 */
export function valueInWords(def: Pick<ResourceDef, 'name'>, field: FieldDef, value: unknown, translate: (key: string) => string): string | undefined {
  switch (field.type) {
    case 'status': {
      const [on, off] = statusChoices(field);
      return translate(Number(value) === 1 ? on!.name : off!.name);
    }
    case 'boolean':
      return translate(value ? 'app.common.yes' : 'app.common.no');
    case 'choice': {
      const choice = choiceList(def, field).find((c) => String(c.id) === String(value));
      return choice ? translate(choice.name) : String(value);
    }
    default:
      return undefined;
  }
}
