// A definition's pattern in the console's forms: read as the server's checker reads it (`u`),
// and never run on a value over the field's length, the server's default 255 included.
import { describe, expect, it } from 'vitest';
import type { EntityDefinition, FieldDefinition, Words } from '../../server/src/entities/language/document';
import { toResourceDef } from '../../src/schema/definitions/toResourceDef';
import { validatorsFor } from '../../src/schema/validators';

const words = (en: string): Words => ({ zh: en, en, es: en });
const definition = (fields: FieldDefinition[]): EntityDefinition => ({
  name: 'probes',
  version: 1,
  labels: { name: words('Probes'), item: words('Probe'), create: words('New probe') },
  recordTitle: fields[0]!.name,
  fields,
});
const EVIL = { regex: '^(a+)+$', message: words('Only a.') };
const fieldsOf = (fields: FieldDefinition[]) => toResourceDef(definition(fields)).def.fields;

/** Every rule's answer, not only the first: the pattern must stay out of a long value by itself. */
function answers(fields: FieldDefinition[], value: string) {
  return validatorsFor(fieldsOf(fields)[0]!, 'create').map((rule) => {
    const outcome = rule(value, { [fields[0]!.name]: value }, {} as never) as string | { message: string } | undefined;
    return typeof outcome === 'object' ? outcome.message : outcome;
  });
}

describe('a definition pattern in the form', () => {
  it('is read with the u flag, as the server checks it', () => {
    const [code] = fieldsOf([{ name: 'code', type: 'text', label: words('Code'), pattern: { regex: '^\\u{1F680}$', message: words('A rocket.') } }]);
    expect(code!.pattern!.regex.flags).toBe('u');
    expect(code!.pattern!.regex.test('🚀')).toBe(true);
  });

  it('gets the server default length where the definition gives none', () => {
    const fields = fieldsOf([
      { name: 'code', type: 'text', label: words('Code') },
      { name: 'notes', type: 'longText', label: words('Notes'), maxLength: 5000 },
      { name: 'amount', type: 'number', label: words('Amount') },
    ]);
    expect(fields.slice(0, 3).map((f) => f.maxLength)).toEqual([255, 5000, undefined]);
  });

  it('answers a value over maxLength by its length, never running the pattern on it', () => {
    const tooLong = `${'a'.repeat(40)}!`;
    // Either rule alone would spend hours in the pattern on these values.
    expect(answers([{ name: 'code', type: 'text', label: words('Code'), maxLength: 10, pattern: EVIL }], tooLong)).toEqual(['ra.validation.maxLength', undefined]);
    expect(answers([{ name: 'code', type: 'text', label: words('Code'), pattern: EVIL }], `${'a'.repeat(300)}!`)).toEqual(['ra.validation.maxLength', undefined]);
    expect(answers([{ name: 'code', type: 'text', label: words('Code'), maxLength: 10, pattern: EVIL }], 'aaa!')).toEqual([undefined, 'resources.probes.patterns.code']);
  });
});
