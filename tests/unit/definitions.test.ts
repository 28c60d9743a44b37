import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { resources as builtIns } from '../../src/resources';
import { entityDeclarations } from '../../src/schema/definitions/store';
import { DefinitionError, validateDefinitions } from '../../src/schema/validateDefinition';
import { ResourceRegistry, accessRule } from '../../src/schema/registry';
import { screensOf } from '../../src/schema/screens';
import { toCsv } from '../../src/schema/exporter';
import { matches, validatorsFor } from '../../src/schema/validators';
import { resourceKey, type FieldDef, type ResourceDef } from '../../src/schema/types';

/** The declarations are checked at start-up; a mistake names the resource and the field at fault. */

/** The built-in declarations and those of the shipped entity definitions (governments, maintenance records). */
const resources = [...builtIns, ...entityDeclarations()];

/** A valid declaration to spoil one way at a time. */
function good(overrides: Partial<ResourceDef> = {}): ResourceDef {
  return {
    name: 'things',
    route: '/things/index',
    endpoints: { list: 'test/thing-list', get: 'test/thing-detail' },
    fields: [
      { source: 'name', type: 'text' },
      { source: 'title', type: 'text' },
    ],
    ...overrides,
  };
}

const withField = (field: FieldDef, overrides: Partial<ResourceDef> = {}) => good({ ...overrides, fields: [...good().fields, field] });

function definitionError(defs: readonly ResourceDef[]): DefinitionError {
  try {
    validateDefinitions(defs);
  } catch (error) {
    expect(error).toBeInstanceOf(DefinitionError);
    return error as DefinitionError;
  }
  throw new Error('expected a DefinitionError');
}

describe('the real declarations', () => {
  it('pass validation and build a registry', () => {
    expect(() => validateDefinitions(resources)).not.toThrow();
    const registry = new ResourceRegistry(builtIns, entityDeclarations());
    expect(registry.all).toEqual(resources);
  });

  it('are found by react-admin name (the route) and by declaration name', () => {
    const registry = new ResourceRegistry(builtIns, entityDeclarations());
    for (const def of resources) {
      expect(registry.get(resourceKey(def))).toBe(def);
      expect(registry.get(def.name)).toBe(def);
    }
    expect(registry.get('gov/index')?.name).toBe('governments');
    expect(registry.get('nothing')).toBeUndefined();
    expect(registry.has('gov/index', 'delete')).toBe(true);
    expect(registry.has('warn/index', 'delete')).toBe(false);
  });

  it('sit at the spec routes (spec §2)', () => {
    const routes = Object.fromEntries(resources.map((d) => [d.name, d.route]));
    expect(routes).toMatchObject({
      warnings: '/warn/index',
      companies: '/company/index',
      governments: '/gov/index',
      checkPoints: '/check/index',
      qrCodes: '/check/qr_code',
      companyAppAccounts: '/account/app-company-account',
      companyWebAccounts: '/account/web-company-account',
      govAppAccounts: '/account/app-gov-account',
      govWebAccounts: '/account/web-gov-account',
      roles: '/sys_permission/role',
      permissions: '/sys_permission/config',
    });
  });

  it('keep the /sys_permission group out of the menu (spec §2)', () => {
    for (const def of resources.filter((d) => d.route.startsWith('/sys_permission/'))) {
      expect(def.menu?.hidden, def.name).toBe(true);
    }
  });

  it('never list, show or export a password', () => {
    for (const def of resources) {
      for (const field of def.fields.filter((f) => f.type === 'password')) {
        expect(field.list, `${def.name}.${field.source}`).toBe(false);
        expect(field.show, `${def.name}.${field.source}`).toBe(false);
      }
    }
  });
});

describe('validateDefinitions rejects, naming the resource and the field', () => {
  const cases: [string, ResourceDef[], string[]][] = [
    ['a duplicate name', [good(), good({ route: '/other/index' })], ['"things"', 'name', 'twice']],
    ['a duplicate route', [good(), good({ name: 'others' })], ['"others"', 'route', '/things/index']],
    ['a route without "/"', [good({ route: 'things/index' })], ['"things"', 'route']],
    ['an empty route', [good({ route: '' })], ['"things"', 'route']],
    ['no list endpoint and no list screen', [good({ endpoints: { get: 'x' } })], ['"things"', 'list']],
    ['a name that is not an identifier', [good({ name: 'my things' })], ['"my things"', 'name']],
    ['an unknown menu group', [good({ menu: { group: 'nowhere' as never, order: 1, icon: {} as never } })], ['"things"', 'menu', 'nowhere']],
    ['an unknown field type', [withField({ source: 'colour', type: 'rainbow' as never })], ['"things"', '"colour"', 'rainbow']],
    ['a choice without choices', [withField({ source: 'level', type: 'choice' })], ['"things"', '"level"', 'choice']],
    ['a choice with an empty list', [withField({ source: 'level', type: 'choice', choices: [] })], ['"things"', '"level"', 'choice']],
    [
      'a reference to an unknown resource',
      [withField({ source: 'owner_id', type: 'reference', reference: { resource: 'owners', optionText: 'name' } })],
      ['"things"', '"owner_id"', 'owners'],
    ],
    ['a reference without its resource', [withField({ source: 'owner_id', type: 'reference' })], ['"things"', '"owner_id"', 'reference']],
    ['a tree without an endpoint', [withField({ source: 'city_id', type: 'tree' })], ['"things"', '"city_id"', 'tree']],
    ['a duplicate field', [withField({ source: 'name', type: 'longText' })], ['"things"', '"name"', 'twice']],
    ['a recordTitle that is not a field', [good({ recordTitle: 'label' })], ['"things"', 'recordTitle', 'label']],
    ['a defaultSort that is not a field', [good({ defaultSort: { field: 'rank', order: 'ASC' } })], ['"things"', 'defaultSort', 'rank']],
    ['a listed password', [withField({ source: 'password', type: 'password', minLength: 8, list: true })], ['"things"', '"password"', 'listed']],
    ['a password without its minimum length', [withField({ source: 'password', type: 'password', list: false })], ['"things"', '"password"', 'minLength']],
    ['a source that is not a column name', [withField({ source: 'bad name', type: 'text' })], ['"things"', '"bad name"', 'source']],
    ['minLength above maxLength', [withField({ source: 'code', type: 'text', minLength: 9, maxLength: 3 })], ['"things"', '"code"', 'minLength']],
    ['min above max', [withField({ source: 'lat', type: 'number', min: 90, max: -90 })], ['"things"', '"lat"', 'min']],
    ['an import without a create call', [good({ endpoints: { list: 'x' }, import: { endpoint: 'y', example: {} } })], ['"things"', 'import', 'create']],
    ['an import example naming no field', [good({ endpoints: { list: 'x', create: 'z' }, import: { endpoint: 'y', example: { colour: 'red' } } })], ['"things"', 'import', 'colour']],
    ['sortable but not listed', [withField({ source: 'rank', type: 'number', sortable: true, list: false })], ['"things"', '"rank"', 'sortable']],
  ];

  it.each(cases)('%s', (_label, defs, mentions) => {
    const error = definitionError(defs);
    expect(error.name).toBe('DefinitionError');
    for (const text of mentions) expect(error.message).toContain(text);
  });

  it('the registry refuses the same way', () => {
    expect(() => new ResourceRegistry([withField({ source: 'name', type: 'text' })])).toThrow(DefinitionError);
  });

  it('a reference to another declared resource is fine, and so is a custom list screen', () => {
    const owners = good({ name: 'owners', route: '/owners/index' });
    const screen: ComponentType = () => null;
    expect(() =>
      validateDefinitions([
        owners,
        withField({ source: 'owner_id', type: 'reference', reference: { resource: 'owners', optionText: 'name' } }),
        good({ name: 'custom', route: '/custom/index', endpoints: {}, components: { list: screen } }),
      ]),
    ).not.toThrow();
  });
});

describe('screensOf: no endpoint, no screen', () => {
  it('a full declaration has every screen', () => {
    const def = good({ endpoints: { list: 'l', get: 'g', create: 'c', update: 'u', delete: 'd' } });
    expect(screensOf(def)).toEqual({ list: true, show: true, edit: true, create: true, delete: true });
  });

  it('a list-only declaration has only the list', () => {
    expect(screensOf(good({ endpoints: { list: 'l' } }))).toEqual({ list: true, show: false, edit: false, create: false, delete: false });
  });

  it('edit needs the update call and a way to read the record', () => {
    expect(screensOf(good({ endpoints: { list: 'l', update: 'u' } })).edit).toBe(true);
    expect(screensOf(good({ endpoints: { update: 'u' }, components: { list: () => null } })).edit).toBe(false);
  });

  it('no form field for a mode, no screen for it', () => {
    const def = good({
      endpoints: { list: 'l', get: 'g', create: 'c', update: 'u' },
      fields: [
        { source: 'code', type: 'text', form: false },
        { source: 'account', type: 'text', edit: false },
        { source: 'status', type: 'status', create: false, show: false },
      ],
    });
    expect(screensOf(def)).toMatchObject({ create: true, edit: true, show: true });
    const readOnly = good({ endpoints: { list: 'l', get: 'g', create: 'c', update: 'u' }, fields: [{ source: 'code', type: 'text', form: false, show: false }] });
    expect(screensOf(readOnly)).toMatchObject({ create: false, edit: false, show: false });
  });

  it('a custom screen counts without an endpoint', () => {
    const screen: ComponentType = () => null;
    const def = good({ endpoints: {}, components: { list: screen, show: screen, edit: screen, create: screen } });
    expect(screensOf(def)).toEqual({ list: true, show: true, edit: true, create: true, delete: false });
  });

  it('matches what the real declarations offer', () => {
    const byName = Object.fromEntries(resources.map((d) => [d.name, screensOf(d)]));
    expect(byName.warnings).toEqual({ list: true, show: true, edit: false, create: false, delete: false });
    // A history declaration gives check points a detail screen through their list call.
    expect(byName.checkPoints).toEqual({ list: true, show: true, edit: false, create: true, delete: true });
    expect(byName.auditLog).toEqual({ list: true, show: true, edit: false, create: false, delete: false });
    expect(byName.companies).toEqual({ list: true, show: true, edit: true, create: true, delete: false });
    expect(byName.governments).toEqual({ list: true, show: true, edit: true, create: true, delete: true });
    expect(byName.permissions).toEqual({ list: true, show: false, edit: false, create: false, delete: false });
  });
});

describe('accessRule', () => {
  const registry = new ResourceRegistry(builtIns, entityDeclarations());

  it.each([
    ['list', 'government:view'],
    ['show', 'government:view'],
    ['export', 'government:view'],
    ['create', 'government:create'],
    ['edit', 'government:update'],
    ['delete', 'government:delete'],
    ['clone', undefined],
  ])('%s on gov/index needs %s', (action, permission) => {
    expect(accessRule(registry, 'gov/index', action)).toEqual({ roles: undefined, permission });
  });

  it('uses the declaration prefix (accounts -> account:*, roles -> role:*)', () => {
    expect(accessRule(registry, 'account/web-gov-account', 'edit')?.permission).toBe('account:update');
    expect(accessRule(registry, 'sys_permission/role', 'delete')?.permission).toBe('role:delete');
    expect(accessRule(registry, 'warn/index', 'list')?.permission).toBe('warning:view');
  });

  it('reads field-level resources (react-admin "res.field") as the resource', () => {
    expect(accessRule(registry, 'company/index.name', 'list')?.permission).toBe('company:view');
  });

  it('passes the declared roles; an unknown resource has no rule', () => {
    const own = new ResourceRegistry([good({ roles: ['editor'], permission: 'thing' })]);
    expect(accessRule(own, 'things/index', 'edit')).toEqual({ roles: ['editor'], permission: 'thing:update' });
    expect(accessRule(own, 'things', 'list')).toEqual({ roles: ['editor'], permission: 'thing:view' });
    expect(accessRule(own, 'missing/index', 'list')).toBeUndefined();
    expect(accessRule(new ResourceRegistry([good()]), 'things', 'list')).toEqual({ roles: undefined, permission: undefined });
  });
});

describe('toCsv', () => {
  const def = good({
    fields: [
      { source: 'name', type: 'text' },
      { source: 'owner_id', type: 'reference', reference: { resource: 'things', optionText: 'name', display: 'owner_name' } },
      { source: 'secret', type: 'password', minLength: 8, list: false },
      { source: 'note', type: 'longText', list: false },
      { source: 'tags', type: 'text' },
    ],
  });
  const context = { translate: (key: string) => `[${key}]`, registry: new ResourceRegistry([]) };

  it('writes a BOM, translated headers of the listed columns, and escapes cells', () => {
    const csv = toCsv(def, [{ id: 1, name: 'A "quoted", name', owner_id: 3, owner_name: '中文企业', secret: 'x', note: 'n', tags: ['a', 'b'] }, { id: 2, name: 'line\nbreak' }], context);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('id,[resources.things.fields.name],[resources.things.fields.owner_id],[resources.things.fields.tags]');
    expect(lines[1]).toBe('1,"A ""quoted"", name",中文企业,"[""a"",""b""]"');
    expect(lines.slice(2).join('\r\n')).toBe('2,"line\nbreak",,');
    expect(csv).not.toContain('secret');
  });

  it('writes the columns the user shows, in their order', () => {
    const [tags, name] = [def.fields[4]!, def.fields[0]!];
    const csv = toCsv(def, [{ id: 1, name: 'A', tags: 't', owner_name: 'O' }], context, [tags, name]);
    expect(csv.slice(1).split('\r\n')).toEqual(['id,[resources.things.fields.tags],[resources.things.fields.name]', '1,t,A']);
  });

  it('writes choices, states and yes/no in words, as the .xlsx export does', () => {
    const worded = good({
      fields: [
        { source: 'level', type: 'choice', choices: ['city'] },
        { source: 'status', type: 'status' },
        { source: 'ok', type: 'boolean' },
      ],
    });
    const csv = toCsv(worded, [{ id: 1, level: 'city', status: 0, ok: 1 }, { id: 2, level: 'gone' }], context);
    expect(csv.slice(1).split('\r\n').slice(1)).toEqual(['1,[resources.things.choices.level.city],[app.status.disabled],[app.common.yes]', '2,gone,,']);
  });

  it('defuses cells a spreadsheet would run as formulas, but keeps negative numbers', () => {
    const csv = toCsv(def, [{ id: 1, name: '=HYPERLINK("x")', tags: -5 }, { id: 2, name: '@SUM(A1)', tags: '+1' }], context);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe(`1,"'=HYPERLINK(""x"")",,-5`);
    expect(lines[2]).toBe("2,'@SUM(A1),,'+1");
  });
});

describe('validators', () => {
  /** The first message a list of react-admin validators gives for a value, or undefined. */
  async function firstError(field: FieldDef, mode: 'create' | 'edit', value: unknown) {
    for (const rule of validatorsFor(field, mode)) {
      const result = await rule(value, { [field.source]: value }, {} as never);
      if (result) return typeof result === 'string' ? result : (result as { message: string }).message;
    }
    return undefined;
  }

  it('a required password is required on create, not on edit', async () => {
    const field: FieldDef = { source: 'password', type: 'password', required: true, minLength: 8 };
    expect(await firstError(field, 'create', '')).toBe('ra.validation.required');
    expect(await firstError(field, 'edit', '')).toBeUndefined();
    expect(await firstError(field, 'edit', 'short')).toBe('ra.validation.minLength');
  });

  it('lengths, bounds, phone and declared patterns', async () => {
    expect(await firstError({ source: 'n', type: 'text', maxLength: 3 }, 'create', 'abcd')).toBe('ra.validation.maxLength');
    expect(await firstError({ source: 'n', type: 'number', min: -90, max: 90 }, 'create', 91)).toBe('ra.validation.maxValue');
    expect(await firstError({ source: 'n', type: 'number', min: -90, max: 90 }, 'create', -91)).toBe('ra.validation.minValue');
    expect(await firstError({ source: 'p', type: 'phone' }, 'create', 'call me')).toBe('app.validation.phone');
    expect(await firstError({ source: 'p', type: 'phone' }, 'create', '+86 (010) 1234-5678')).toBeUndefined();
    const code: FieldDef = { source: 'c', type: 'text', pattern: { regex: /^[0-9A-HJ-NPQRTUWXY]{18}$/, message: 'app.validation.credit_code' } };
    expect(await firstError(code, 'create', '91350100M000100Y43')).toBeUndefined();
    expect(await firstError(code, 'create', 'not-a-code')).toBe('app.validation.credit_code');
  });

  it('the confirmation must repeat the password', () => {
    const rule = matches('password');
    expect(rule('abc12345', { password: 'abc12345' }, {} as never)).toBeUndefined();
    expect(rule('abc1234', { password: 'abc12345' }, {} as never)).toBe('app.validation.password_mismatch');
    expect(rule(undefined, {}, {} as never)).toBeUndefined();
  });
});
