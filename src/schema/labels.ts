import type { Choice, FieldDef, ResourceDef } from './types';

export function fieldLabel(def: Pick<ResourceDef, 'name'>, field: Pick<FieldDef, 'source' | 'label'>): string {
  return field.label ?? `resources.${def.name}.fields.${field.source}`;
}

export function resourceLabel(def: Pick<ResourceDef, 'name'>): string {
  return `resources.${def.name}.name`;
}

/** Choices as react-admin wants them: `{ id, name }` with `name` an i18n key. */
export function choiceList(def: Pick<ResourceDef, 'name'>, field: FieldDef): { id: string | number; name: string }[] {
  return (field.choices ?? []).map((choice: Choice) =>
    typeof choice === 'string' ? { id: choice, name: `resources.${def.name}.choices.${field.source}.${choice}` } : choice,
  );
}

export const STATUS_CHOICES = [
  { id: 1, name: 'app.status.enabled' },
  { id: 0, name: 'app.status.disabled' },
];
