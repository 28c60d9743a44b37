import { maxLength, maxValue, minLength, minValue, regex, required, type Validator } from 'react-admin';
import { breaks } from '../../server/src/entities/language/cross-field';
import type { FieldDef } from './types';

// Mirrors the server's rules (server/src/http/validate.ts), so most mistakes never leave the form.
export const PHONE_PATTERN = /^[0-9+\-() ]{5,20}$/;

export function validatorsFor(field: FieldDef, mode: 'create' | 'edit'): Validator[] {
  const rules: Validator[] = [];
  // An empty password on edit means "keep the current one".
  const isRequired = field.required && !(field.type === 'password' && mode === 'edit');
  if (isRequired) rules.push(required());
  if (field.minLength !== undefined) rules.push(minLength(field.minLength));
  if (field.maxLength !== undefined) rules.push(maxLength(field.maxLength));
  // A list of items: at most `max` rows.
  if (field.items) rules.push(maxRows(field.items.max));
  if (field.min !== undefined) rules.push(minValue(field.min));
  if (field.max !== undefined) rules.push(maxValue(field.max));
  if (field.maxItems !== undefined) rules.push(maxItems(field.maxItems));
  if (field.type === 'phone') rules.push(regex(PHONE_PATTERN, 'app.validation.phone'));
  if (field.pattern) rules.push(withinLength(field.maxLength, regex(field.pattern.regex, field.pattern.message)));
  // The server's rules across fields, read against the form's other values.
  for (const { check, types, message } of field.across ?? []) {
    rules.push((value: unknown, values: Record<string, unknown>) => (breaks(check, value, values?.[check.other], types) ? message : undefined));
  }
  return rules;
}

/** A list of values (a multiple reference) holds at most `max`. */
function maxItems(max: number): Validator {
  return (value: unknown) => (Array.isArray(value) && value.length > max ? { message: 'app.validation.max_items', args: { max } } : undefined);
}

/** A pattern never reads a value over maxLength: the length rule answers it, as on the server. */
function withinLength(max: number | undefined, rule: Validator): Validator {
  return (value, values, meta) => (max !== undefined && typeof value === 'string' && value.length > max ? undefined : rule(value, values, meta));
}

function maxRows(max: number): Validator {
  return (value: unknown) => (Array.isArray(value) && value.length > max ? { message: 'app.validation.items_max', args: { max } } : undefined);
}

/** The confirmation input of a password must repeat it. */
export function matches(source: string): Validator {
  return (value: unknown, values: Record<string, unknown>) =>
    (value ?? '') === (values[source] ?? '') ? undefined : 'app.validation.password_mismatch';
}
