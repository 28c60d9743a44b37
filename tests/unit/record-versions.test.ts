import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResourceDef } from '../../src/schema/types';
import type { ConsoleDataProvider } from '../../src/dataProvider';
import { changedFields, sameValue, SeenVersions } from '../../src/dataProvider/versions';
import { ok, refuse, routes, startApiServer, type TestServer } from './helpers/apiServer';

/**
 * Record versions (docs/API.md): an update sends what the user changed and the version the record
 * was loaded at; deletes name it too; a stale version's 2009 brings the record as it is now.
 */

describe('the diff of a form against the record as loaded', () => {
  it('keeps only changed fields, arrays and objects by content', () => {
    const loaded = { id: 1, version: 4, name: 'A', phone: '1', tags: [1, 2], place: { lng: 1, lat: 2 }, note: null };
    const typed = { id: 1, version: 4, name: 'A', phone: '2', tags: [1, 2], place: { lng: 1, lat: 3 }, note: '' };
    expect(changedFields(typed, loaded)).toEqual({ phone: '2', place: { lng: 1, lat: 3 } });
  });

  it('takes empty values as one, numbers as their text, and order of a list as a change', () => {
    expect(sameValue(null, '')).toBe(true);
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue(5, '5')).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: [1] }, { a: [1], b: null })).toBe(true);
    expect(sameValue('', 0)).toBe(false);
  });

  it('a field the loaded record lacks counts as changed; without a record everything does', () => {
    expect(changedFields({ name: 'A', password: 'x' }, { name: 'A' })).toEqual({ password: 'x' });
    expect(changedFields({ id: 3, name: 'A' }, undefined)).toEqual({ id: 3, name: 'A' });
  });

  it('remembers the newest version of a bounded number of rows', () => {
    const seen = new SeenVersions(2);
    seen.note('r', [{ id: 1, version: 1 }, { id: 2, version: 5 }]);
    seen.note('r', [{ id: 1, version: 2 }, { id: 3, version: 1 }, { id: 4 }]);
    expect(seen.get('r', 1)).toBe(2);
    expect(seen.get('r', 2)).toBeUndefined();
    expect(seen.get('r', 4)).toBeUndefined();
  });
});

const items: ResourceDef = {
  name: 'items',
  route: '/items/index',
  endpoints: { list: 'test/item-list', get: 'test/item-detail', update: 'test/item-update', delete: 'test/item-delete' },
  fields: [
    { source: 'name', type: 'text' },
    { source: 'phone', type: 'text' },
    { source: 'tags', type: 'reference', reference: { resource: 'items', optionText: 'name', multiple: true } },
    { source: 'created_at', type: 'datetime', form: false },
  ],
};
const roles: ResourceDef = {
  name: 'labels',
  route: '/labels/index',
  endpoints: { list: 'test/label-list', update: { path: 'test/label-save', json: true, always: ['name', 'title'] } },
  fields: [
    { source: 'name', type: 'text' },
    { source: 'title', type: 'text' },
    { source: 'permission_ids', type: 'reference', reference: { resource: 'items', optionText: 'name', multiple: true } },
  ],
};

describe('the data provider', () => {
  let server: TestServer;
  let dp: ConsoleDataProvider;
  const CURRENT = { id: 7, version: 9, name: 'Theirs', phone: '1' };

  beforeAll(async () => {
    server = await startApiServer(
      routes({
        'test/item-list': () => ok({ list: [{ id: 1, version: 3 }, { id: 2, version: 8 }], total: 2 }),
        'test/item-detail': () => ok({ id: 7, version: 2, name: 'A', phone: '1' }),
        'test/item-update': (r) => (r.body.version === '2' ? refuse(2009, 'Someone else changed this record after you opened it.', { fields: { version: 'stale' }, current: CURRENT }) : ok({ id: 7, version: 10 })),
        'test/item-delete': (r) => ok({ id: Number(r.body.id) }),
        'test/label-save': () => ok({ id: 4 }),
      }),
    );
    vi.stubEnv('VITE_API_BASE', server.url);
    vi.resetModules();
    const { createDataProvider } = await import('../../src/dataProvider');
    const { ResourceRegistry } = await import('../../src/schema/registry');
    dp = createDataProvider(new ResourceRegistry([items, roles]));
  });
  afterAll(async () => {
    await server.close();
    vi.unstubAllEnvs();
  });
  beforeEach(() => server.reset());

  it('an update sends id, version and only the changed form fields', async () => {
    const loaded = { id: 7, version: 3, name: 'A', phone: '1', tags: [1, 2], created_at: 'x' };
    await dp.update('items/index', { id: 7, data: { ...loaded, phone: '2', tags: [1, 2], created_at: 'y' }, previousData: loaded });
    expect(server.received[0]!.body).toEqual({ id: '7', version: '3', phone: '2' });
  });

  it('what the call always needs goes even when unchanged', async () => {
    const loaded = { id: 4, version: 1, name: 'ops', title: 'Ops', permission_ids: [1] };
    await dp.update('labels/index', { id: 4, data: { ...loaded, permission_ids: [1, 2] }, previousData: loaded });
    expect(server.received[0]!.body).toEqual({ id: 4, version: 1, name: 'ops', title: 'Ops', permission_ids: [1, 2] });
  });

  it('a stale version rejects with the record as it is now and no field error', async () => {
    const loaded = { id: 7, version: 2, name: 'A', phone: '1' };
    const error = await dp.update('items/index', { id: 7, data: { ...loaded, phone: '3' }, previousData: loaded, meta: { ownConflict: true } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 2009, current: CURRENT, body: undefined });
  });

  it('a delete names the version as shown; deleteMany the versions the list showed', async () => {
    await dp.delete('items/index', { id: 7, previousData: { id: 7, version: 5 } });
    await dp.getList('items/index', { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    await dp.deleteMany('items/index', { ids: [1, 2, 3] });
    const deletes = server.received.filter((r) => r.path === 'test/item-delete').map((r) => r.body);
    expect(deletes).toEqual([{ id: '7', version: '5' }, { id: '1', version: '3' }, { id: '2', version: '8' }, { id: '3' }]);
  });
});
