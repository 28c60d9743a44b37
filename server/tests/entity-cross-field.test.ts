// Rules across fields (SQLite, or PostgreSQL when TEST_PG_URL is set): a field compared with
// another (`compare`) or required while another has a value (`requiredIf`), refused at the field
// by create, update (the record as it will be) and import, in the caller's language; and the
// checker's refusals of rules that cannot hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDefinition, Words } from '../src/entities/language/document.js';
import { certificates } from './helpers/certificates.js';
import { createTestContext, dataOf, type TestContext } from './helpers/index.js';

let ctx: TestContext;
let admin: string;

const words = (en: string, zh: string, es: string): Words => ({ zh, en, es });
const save = (definition: unknown, base_version?: number) => ctx.call('operate/entity/definition-save', { definition, base_version }, { token: admin, json: true });
const call = <T>(op: string, body: Record<string, unknown>, lang = 'en') => ctx.call<T>(`operate/entity/certificates/${op}`, body, { token: admin, lang });
const fields = (answer: { data: unknown }) => (answer.data as { fields: Record<string, string> }).fields;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  expect((await save(certificates())).error).toBe(2000);
});
afterAll(async () => ctx?.close());

describe('rules across fields', () => {
  it('refuse a create at the field that breaks them, in the caller’s language', async () => {
    const early = await call('create', { title: 'A', issued: '2026-05-01', expiry: '2026-04-30' });
    expect(early.error).toBe(2001);
    expect(fields(early)).toEqual({ expiry: 'Must be after Issued.' });
    expect(fields(await call('create', { title: 'A', issued: '2026-05-01', expiry: '2026-05-01' }, 'zh'))).toEqual({ expiry: '必须晚于“签发日期”。' });
    expect(fields(await call('create', { title: 'A', low: 5, high: 4 }, 'es'))).toEqual({ high: 'No puede ser menor que «Mínimo».' });
    expect(fields(await call('create', { title: 'A', revoked: 1 }))).toEqual({ reason: 'Required when Revoked is given.' });
    expect((await call('create', { title: 'A', issued: '2026-05-01', expiry: '2026-05-02', low: 4, high: 4, revoked: 1, reason: 'Lost' })).error).toBe(2000);
    // An empty side holds, and a flag that is off asks for nothing.
    expect((await call('create', { title: 'B', expiry: '2020-01-01', high: -3, revoked: 0 })).error).toBe(2000);
  });

  it('read an update as the record will be: stored values with the changes', async () => {
    const created = dataOf(await call<{ id: number; version: number }>('create', { title: 'C', issued: '2026-01-01', expiry: '2026-12-31' }));
    const moved = await call('update', { id: created.id, version: created.version, issued: '2027-01-01' });
    expect(moved.error).toBe(2001);
    expect(fields(moved)).toEqual({ expiry: 'Must be after Issued.' });
    expect((await call('update', { id: created.id, version: created.version, issued: '2026-06-01' })).error).toBe(2000);
  });

  it('refuse an import row by its number and field, and write none of the rows', async () => {
    const send = (rows: unknown[][]) => ctx.call('operate/entity/certificates/import', { columns: ['title', 'issued', 'expiry'], rows }, { token: admin, json: true });
    const bad = await send([['D1', '2026-01-01', '2026-02-01'], ['D2', '2026-03-01', '2026-02-01']]);
    expect(bad.error).toBe(2001);
    expect(fields(bad)).toEqual({ '2.expiry': 'Must be after Issued.' });
    expect(dataOf(await call<{ total: number }>('list', { keyword: 'D1' })).total).toBe(0);
  });

  it('are refused at save where they cannot hold', async () => {
    const refused = async (field: FieldDefinition) => fields(await save(certificates([field]), 1));
    const text = { name: 'note', type: 'text', label: words('Note', '备注', 'Nota') } as const;
    expect(await refused({ ...text, compare: { after: 'title' } })).toMatchObject({ 'fields.7.compare': 'Only number, date and date-time fields are compared.' });
    expect(await refused({ name: 'due', type: 'date', label: words('Due', '到期', 'Vence'), compare: { before: 'low' } })).toMatchObject({ 'fields.7.compare.before': 'Must name a field of the same type.' });
    expect(await refused({ name: 'due', type: 'date', label: words('Due', '到期', 'Vence'), compare: { before: 'due' } })).toMatchObject({ 'fields.7.compare.before': 'Must name another field.' });
    expect(await refused({ name: 'due', type: 'date', label: words('Due', '到期', 'Vence'), compare: { since: 'issued' } as never })).toMatchObject({ 'fields.7.compare.since': 'Is not part of the definition language.' });
    expect(await refused({ ...text, requiredIf: 'nothing' })).toMatchObject({ 'fields.7.requiredIf': 'Names no field of the definition.' });
    expect(await refused({ ...text, required: true, requiredIf: 'revoked' })).toMatchObject({ 'fields.7.requiredIf': 'A required field is required always.' });
  });
});
