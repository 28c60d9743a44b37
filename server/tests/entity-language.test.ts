// The definition language says as data what a console declaration says: per-record actions, a
// record's place on a map, the list's views, a field in one form only, and screens by the name the
// console registers. checkDefinition refuses each wrong use by its place.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import { checkDefinition } from '../src/entities/language/check.js';
import { CONSOLE_SCREENS, SCREEN_KINDS, type EntityDefinition, type FieldDefinition, type Words } from '../src/entities/language/document.js';
import { definitionJsonSchema } from '../src/entities/language/json-schema.js';
import { createTestContext, dataOf, type TestContext } from './helpers/index.js';

const words = (en: string): Words => ({ zh: `${en}（中）`, en, es: `${en} (es)` });
const field = (name: string, type: FieldDefinition['type'], more: Partial<FieldDefinition> = {}): FieldDefinition => ({ name, type, label: words(name), ...more });

/** Survey stations: a position, a reach and a status, as check points have. */
const stations = (more: Record<string, unknown> = {}, fields: FieldDefinition[] = []): EntityDefinition =>
  ({
    name: 'stations',
    version: 1,
    labels: { name: words('Stations'), item: words('Station'), create: words('New station') },
    recordTitle: 'title',
    fields: [
      field('title', 'text', { required: true }),
      field('lng', 'number', { min: -180, max: 180, decimals: 6 }),
      field('lat', 'number', { min: -90, max: 90, decimals: 6 }),
      field('radius', 'number', { min: 5, max: 1000 }),
      field('status', 'status', { default: true, create: false }),
      field('serial', 'text', { edit: false }),
      field('old_state', 'status', { retired: true }),
      ...fields,
    ],
    ...more,
  }) as EntityDefinition;

const check = (doc: unknown) => checkDefinition(doc, { others: [] });
const validate = new Ajv({ allErrors: true }).compile(definitionJsonSchema());

describe('what a definition says about its screens', () => {
  it('takes row actions, a place, no list views and a field in one form only', () => {
    const doc = stations({
      rowActions: [{ type: 'toggleStatus', field: 'status' }],
      place: { lng: 'lng', lat: 'lat', radius: 'radius' },
      listViews: false,
      screens: {},
    });
    expect(check(doc)).toEqual({});
    expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
    expect(check(stations({ place: { lng: 'lng', lat: 'lat' } }))).toEqual({});
  });

  it('refuses a row action that is unknown, or on a field that is no live status field', () => {
    expect(
      check(
        stations({
          rowActions: [
            { type: 'resetPassword', field: 'status' },
            { type: 'toggleStatus', field: 'title' },
            { type: 'toggleStatus', field: 'old_state' },
            { type: 'toggleStatus', field: 'status', endpoint: 'operate/x' },
            { type: 'toggleStatus', field: 'status' },
            'toggleStatus',
          ],
        }),
      ),
    ).toEqual({
      'rowActions.0.type': 'Must be one of: toggleStatus.',
      'rowActions.1.field': 'Names no status field of the definition.',
      'rowActions.2.field': 'Names no status field of the definition.',
      'rowActions.3.endpoint': 'Is not part of the definition language.',
      'rowActions.4': 'Is given twice.',
      'rowActions.5': 'Must give type and field.',
    });
    expect(check(stations({ rowActions: { type: 'toggleStatus' } }))).toEqual({ rowActions: 'Must be a list.' });
  });

  it('refuses a place whose sources are no number fields, or one field twice', () => {
    expect(check(stations({ place: { lng: 'title', lat: 'lat', radius: 'missing', zoom: 'lng' } }))).toEqual({
      'place.lng': 'Names no number field of the definition.',
      'place.radius': 'Names no number field of the definition.',
      'place.zoom': 'Is not part of the definition language.',
    });
    expect(check(stations({ place: { lng: 'lng', lat: 'lng' } }))).toEqual({ 'place.lat': 'Is given twice.' });
    expect(check(stations({ place: { lat: 'lat' } }))).toEqual({ 'place.lng': 'Names no number field of the definition.' });
    expect(check(stations({ place: 'lng,lat' }))).toEqual({ place: 'Must give lng and lat, and radius if the record has a reach.' });
    expect(validate(stations({ place: { lat: 'lat' } }))).toBe(false);
  });

  it('refuses listViews that is no flag', () => {
    expect(check(stations({ listViews: 'none' }))).toEqual({ listViews: 'Must be true or false.' });
  });

  it('takes screens by the names the console registers only', () => {
    expect(SCREEN_KINDS).toEqual(['list', 'show', 'edit', 'create']);
    expect(check(stations({ screens: { show: 'CompanyShow', list: 7, print: 'labels' } }))).toEqual({
      'screens.show': 'Names no screen the console registers.',
      'screens.list': 'Names no screen the console registers.',
      'screens.print': 'Is not part of the definition language.',
    });
    expect(check(stations({ screens: ['show'] }))).toEqual({ screens: 'Must be an object of screen names.' });
    expect(validate(stations({ screens: { show: 'CompanyShow' } }))).toBe(false);
    for (const name of CONSOLE_SCREENS as readonly string[]) expect(check(stations({ screens: { show: name } }))).toEqual({});
  });

  it('refuses a field in neither form, a required one the create form leaves empty, and flags that are no flags', () => {
    expect(
      check(
        stations({}, [
          field('hidden', 'text', { create: false, edit: false }),
          field('code', 'text', { required: true, create: false }),
          field('level', 'number', { required: true, create: false, default: 1 }),
          field('note', 'text', { create: 'no' as unknown as boolean }),
        ]),
      ),
    ).toEqual({
      'fields.7.edit': 'A field in neither form says form: false.',
      'fields.8.create': 'A required field left out of the create form needs a default.',
      'fields.10.create': 'Must be true or false.',
    });
  });
});

describe('such a definition in force', () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await ctx.adminToken();
  });
  afterAll(async () => ctx?.close());

  const definition = stations({ rowActions: [{ type: 'toggleStatus', field: 'status' }], place: { lng: 'lng', lat: 'lat', radius: 'radius' }, listViews: false });
  const save = (doc: unknown, lang?: 'zh' | 'es') => ctx.call<{ fields: Record<string, string> }>('operate/entity/definition-save', { definition: doc, base_version: 0 }, { token: admin, json: true, ...(lang && { lang }) });

  it('is refused by place in the caller\'s language', async () => {
    const answer = await save({ ...definition, place: { lng: 'title', lat: 'lat' }, screens: { show: 'nothing' } }, 'zh');
    expect(answer.error).toBe(2001);
    expect(answer.data.fields).toEqual({ 'place.lng': '定义中没有该数字字段。', 'screens.show': '控制台没有登记该页面。' });
  });

  it('saves, fills the state the create form leaves out, and disables a record through its update call', async () => {
    expect(dataOf(await save(definition))).toMatchObject({ applied: true });
    const stored = dataOf(await ctx.call<{ document: EntityDefinition }>('operate/entity/definition-detail', { name: 'stations' }, { token: admin }));
    expect(stored.document).toMatchObject({ rowActions: [{ type: 'toggleStatus', field: 'status' }], place: { lng: 'lng', lat: 'lat', radius: 'radius' }, listViews: false });
    const created = dataOf(await ctx.call<{ id: number; status: number; version: number }>('operate/entity/stations/create', { title: 'North mast', lng: 108.9, lat: 34.2, radius: 30 }, { token: admin }));
    expect(created).toMatchObject({ status: 1, lng: 108.9, lat: 34.2, radius: 30 });
    const disabled = dataOf(await ctx.call<{ status: number }>('operate/entity/stations/update', { id: created.id, status: 0, version: created.version }, { token: admin }));
    expect(disabled).toMatchObject({ status: 0, title: 'North mast' });
  });
});
