// The definition language's JSON Schema: docs/entity.schema.json is what the code builds, it
// names every key the checker knows, and it accepts the shipped definitions.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { checkDefinition } from '../src/entities/language/check.js';
import { FIELD_TYPES, ICONS, MENU_GROUPS, ROW_ACTIONS, SCREEN_KINDS, SERVER_RULES } from '../src/entities/language/document.js';
import { definitionJsonSchema, definitionJsonSchemaText } from '../src/entities/language/json-schema.js';
import { REFUSAL_KINDS } from '../src/entities/refusals.js';

const ROOT = join(import.meta.dirname, '..', '..');
const shipped = (name: string): unknown => JSON.parse(readFileSync(join(ROOT, 'entities', `${name}.json`), 'utf8'));

type Schema = { properties: Record<string, Record<string, unknown>>; definitions: Record<string, { properties: Record<string, Record<string, unknown>> }> };
const schema = definitionJsonSchema() as Schema;
const validate = new Ajv({ allErrors: true }).compile(definitionJsonSchema());

describe('entity JSON Schema', () => {
  it('docs/entity.schema.json is what the code builds (npm run -s entities -- schema > docs/entity.schema.json)', () => {
    expect(readFileSync(join(ROOT, 'docs', 'entity.schema.json'), 'utf8')).toBe(definitionJsonSchemaText());
  });

  it('takes its enums from the language', () => {
    const field = schema.definitions.field!.properties;
    expect(field.type!.enum).toEqual([...FIELD_TYPES]);
    const menu = schema.properties.menu!.properties as Record<string, { enum: unknown[] }>;
    expect(menu.group!.enum).toEqual([...MENU_GROUPS]);
    expect(menu.icon!.enum).toEqual([...ICONS]);
    expect((schema.properties.rules!.items as { enum: unknown[] }).enum).toEqual([...SERVER_RULES]);
    expect((schema.properties.rowActions!.items as { properties: { type: { enum: unknown[] } } }).properties.type.enum).toEqual([...ROW_ACTIONS]);
    expect(Object.keys(schema.properties.screens!.properties as object)).toEqual([...SCREEN_KINDS]);
  });

  it('describes every key', () => {
    for (const [key, value] of Object.entries(schema.properties)) expect(value.description, key).toBeTruthy();
    for (const [key, value] of Object.entries(schema.definitions.field!.properties)) expect(value.description, key).toBeTruthy();
  });

  it('names keys of the language only, as the checker does', () => {
    const foreign = (problems: Record<string, string>, place: string) => problems[place] === 'Is not part of the definition language.';
    for (const key of Object.keys(schema.properties)) expect(foreign(checkDefinition({ [key]: 1 }, { others: [] }), key), key).toBe(false);
    for (const key of Object.keys(schema.definitions.field!.properties)) expect(foreign(checkDefinition({ fields: [{ [key]: 1 }] }, { others: [] }), `fields.0.${key}`), key).toBe(false);
    // A key the language lacks: both refuse it.
    const doc = shipped('maintenance_records') as Record<string, unknown>;
    expect(checkDefinition({ ...doc, colour: 'red' }, { others: [] })).toEqual({ colour: 'Is not part of the definition language.' });
    expect(validate({ ...doc, colour: 'red' })).toBe(false);
  });

  it('accepts the shipped definitions and refuses a broken one', () => {
    for (const name of ['maintenance_records', 'governments']) expect(validate(shipped(name)), JSON.stringify(validate.errors)).toBe(true);
    const doc = shipped('maintenance_records') as { fields: Record<string, unknown>[]; menu: Record<string, unknown> };
    expect(validate({ ...doc, menu: { ...doc.menu, icon: 'rocket' } })).toBe(false);
    expect(validate({ ...doc, fields: [{ name: 'kind', type: 'choice', label: { zh: '类型', en: 'Kind', es: 'Tipo' } }] })).toBe(false);
    expect(validate({ ...doc, fields: [{ ...doc.fields[1], label: { zh: '设备', en: 'Equipment' } }] })).toBe(false);
  });

  it('docs/ENTITIES.md tells every key, type, group, icon, rule and refusal', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'ENTITIES.md'), 'utf8');
    const keys = [...Object.keys(schema.properties), ...Object.keys(schema.definitions.field!.properties)];
    for (const name of [...keys, ...FIELD_TYPES, ...MENU_GROUPS, ...ICONS, ...SERVER_RULES, ...REFUSAL_KINDS]) expect(doc, name).toContain(`\`${name}\``);
  });
});
