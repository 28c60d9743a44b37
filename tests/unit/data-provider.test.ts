import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import type { ResourceDef } from '../../src/schema/types';
import type { ConsoleDataProvider } from '../../src/dataProvider';
import { ok, refuse, routes, startApiServer, type Received, type TestServer } from './helpers/apiServer';

/**
 * Every react-admin data method against a real local server, driven by small declarations:
 * what each sends (docs/API.md) and what it answers to react-admin.
 */

/** A paged resource with every operation. */
const items: ResourceDef = {
  name: 'items',
  route: '/items/index',
  permission: 'item',
  endpoints: {
    list: 'test/item-list',
    get: 'test/item-detail',
    create: 'test/item-create',
    update: 'test/item-update',
    delete: 'test/item-delete',
  },
  listParams: { kind: 'web' },
  createParams: { type: 'web' },
  fields: [
    { source: 'name', type: 'text', sortable: true },
    { source: 'owner_id', type: 'reference', reference: { resource: 'gadgets', optionText: 'name' }, edit: false },
    { source: 'status', type: 'status', create: false },
    { source: 'password', type: 'password', minLength: 8, list: false },
    { source: 'code', type: 'text', form: false },
    { source: 'created_at', type: 'datetime', form: false, sortable: true },
  ],
};

/** No detail call, renamed id params, fixed delete params, no create. */
const gadgets: ResourceDef = {
  name: 'gadgets',
  route: '/gadgets/index',
  endpoints: {
    list: 'test/gadget-list',
    update: { path: 'test/gadget-update', idParam: 'gadget_id' },
    delete: { path: 'test/gadget-by', params: { delete: 1 }, idParam: 'gadget_id' },
  },
  fields: [
    { source: 'name', type: 'text' },
    { source: 'company_id', type: 'number' },
  ],
};

/** A plain-array list with JSON writes (like roles). */
const labels: ResourceDef = {
  name: 'labels',
  route: '/labels/index',
  listShape: 'array',
  listParams: { scope: 'all' },
  endpoints: {
    list: 'test/label-list',
    create: { path: 'test/label-save', json: true },
    update: { path: 'test/label-save', json: true },
  },
  fields: [
    { source: 'name', type: 'text', sortable: true },
    { source: 'title', type: 'text', sortable: true },
    { source: 'weight', type: 'number', sortable: true },
    { source: 'parent_id', type: 'number' },
  ],
};

/** Read-only: a list and nothing else. */
const readings: ResourceDef = {
  name: 'readings',
  route: '/readings/index',
  endpoints: { list: 'test/reading-list' },
  fields: [{ source: 'value', type: 'number' }],
};

const LABEL_ROWS = [
  { id: 1, name: 'alpha', title: 'First', weight: 3, parent_id: 0 },
  { id: 2, name: 'beta', title: 'Alpine', weight: 10, parent_id: 1 },
  { id: 3, name: 'gamma', title: 'Third', weight: 2, parent_id: 0 },
  { id: 4, name: 'delta', title: 'Fourth', weight: null, parent_id: 0 },
  { id: 5, name: 'epsilon', title: 'Fifth', weight: 1, parent_id: 0 },
];

type Api = typeof import('../../src/api');
let server: TestServer;
let api: Api;
let dp: ConsoleDataProvider;
/** The same provider over the real declarations of src/resources. */
let real: DataProvider;

beforeAll(async () => {
  server = await startApiServer();
  vi.stubEnv('VITE_API_BASE', server.url);
  vi.resetModules();
  const [apiModule, { createDataProvider }, { ResourceRegistry }, { resources }, { entityDeclarations }] = await Promise.all([
    import('../../src/api'),
    import('../../src/dataProvider'),
    import('../../src/schema/registry'),
    import('../../src/resources'),
    import('../../src/schema/definitions/store'),
  ]);
  api = apiModule;
  dp = createDataProvider(new ResourceRegistry([items, gadgets, labels, readings]));
  real = createDataProvider(new ResourceRegistry(resources, entityDeclarations()));
});

afterAll(async () => {
  await server.close();
  vi.unstubAllEnvs();
});

beforeEach(() => server.reset());

const only = (): Received => {
  expect(server.received).toHaveLength(1);
  return server.received[0];
};

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as InstanceType<Api['ApiError']>;
  }
  throw new Error('expected a rejection');
}

describe('a list page asked for ahead of its screen (prefetchList)', () => {
  const params = { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'DESC' as const }, filter: {} };
  let events: { type: string }[];
  let unsubscribe: () => void;
  beforeEach(() => {
    events = [];
    unsubscribe = api.onApiEvent((event) => events.push(event));
  });
  afterEach(() => unsubscribe());

  it('answers the screen\'s own call with the same body, once, without asking again', async () => {
    server.handle(routes({ 'test/item-list': () => ok({ list: [{ id: 1 }], total: 1, page: 1, limit: 20 }) }));
    dp.prefetchList('items/index', params);
    expect(await dp.getList('items/index', params)).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(server.received).toHaveLength(1);
    // Taken once: the next call asks the server.
    await dp.getList('items/index', params);
    expect(server.received).toHaveLength(2);
  });

  it('keeps no answer that was put where the screen finds it: the screen\'s next call asks the server', async () => {
    server.handle(routes({ 'test/item-list': () => ok({ list: [{ id: 1 }], total: 1, page: 1, limit: 20 }) }));
    const taken = vi.fn(() => true);
    dp.prefetchList('items/index', params, taken);
    await vi.waitFor(() => expect(taken).toHaveBeenCalledWith({ data: [{ id: 1 }], total: 1 }));
    await dp.getList('items/index', params);
    expect(server.received).toHaveLength(2);
  });

  it('leaves other pages to their own calls', async () => {
    server.handle(routes({ 'test/item-list': () => ok({ list: [], total: 0, page: 2, limit: 20 }) }));
    dp.prefetchList('items/index', params);
    await dp.getList('items/index', { ...params, pagination: { page: 2, perPage: 20 } });
    await vi.waitFor(() => expect(server.received).toHaveLength(2));
    expect(server.received.map((r) => r.body.page)).toEqual(expect.arrayContaining(['1', '2']));
  });

  it('says nothing when it fails; the screen\'s call asks again and reports its own failure', async () => {
    server.handle(routes({ 'test/item-list': () => refuse(2003, 'No permission') }));
    dp.prefetchList('items/index', params);
    const error = await rejection(dp.getList('items/index', params));
    expect(error.code).toBe(2003);
    expect(server.received).toHaveLength(2);
    expect(events.filter((e) => e.type === 'error')).toHaveLength(1);
  });
});

describe('getList (paged)', () => {
  it('maps pagination, sort, filters and q onto page/limit/sort/order/keyword + filters + listParams', async () => {
    const rows = [{ id: 7, name: 'a' }];
    server.handle(routes({ 'test/item-list': () => ok({ list: rows, total: 41, page: 3, limit: 25 }) }));
    const result = await dp.getList('items/index', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: '  acme ', status: 1, owner_id: 7, empty: '', nothing: null },
    });
    expect(result).toEqual({ data: rows, total: 41 });
    const request = only();
    expect(request.path).toBe('test/item-list');
    expect(request.body).toEqual({
      status: '1',
      owner_id: '7',
      keyword: 'acme',
      page: '3',
      limit: '25',
      sort: 'name',
      order: 'asc',
      kind: 'web',
    });
  });

  it('caps limit at 100', async () => {
    server.handle(() => ok({ list: [], total: 0 }));
    await dp.getList('items/index', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    expect(only().body).toMatchObject({ page: '1', limit: '100' });
  });

  it('a blank q sends no keyword', async () => {
    server.handle(() => ok({ list: [], total: 0 }));
    await dp.getList('items/index', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { q: '   ' } });
    expect(only().body).not.toHaveProperty('keyword');
  });

  it.each([
    ['id', 'DESC', { sort: 'id', order: 'desc' }],
    ['id', 'ASC', { sort: 'id', order: 'asc' }],
    ['created_at', 'DESC', { sort: 'created_at', order: 'desc' }],
    ['code', 'ASC', {}],
    ['status', 'ASC', {}],
    ['unknown', 'ASC', {}],
    ['', 'ASC', {}],
  ] as const)('sort %s %s -> %o (only id and sortable fields)', async (field, order, expected) => {
    server.handle(() => ok({ list: [], total: 0 }));
    await dp.getList('items/index', { pagination: { page: 1, perPage: 10 }, sort: { field, order }, filter: {} });
    const { body } = only();
    expect({ sort: body.sort, order: body.order }).toEqual({ sort: undefined, order: undefined, ...expected });
  });

  it('the declaration name works as well as the route key', async () => {
    server.handle(() => ok({ list: [], total: 0 }));
    await dp.getList('items', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(only().path).toBe('test/item-list');
  });
});

describe('getList (plain array)', () => {
  beforeEach(() => server.handle(routes({ 'test/label-list': () => ok(LABEL_ROWS) })));

  it('sends only listParams, then pages in the browser with the total of all rows', async () => {
    const result = await dp.getList('labels/index', { pagination: { page: 2, perPage: 2 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(only().body).toEqual({ scope: 'all' });
    expect(result.total).toBe(5);
    expect(result.data.map((r) => r.id)).toEqual([3, 4]);
  });

  it('searches q (case-insensitive) in the text fields only', async () => {
    const result = await dp.getList('labels/index', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { q: ' AL ' } });
    expect(result.data.map((r) => r.id)).toEqual([1, 2]);
    expect(result.total).toBe(2);
    const byNumber = await dp.getList('labels/index', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { q: '10' } });
    expect(byNumber.data).toEqual([]);
  });

  it('sorts numbers as numbers (empty values last) and text as text, both ways', async () => {
    const asc = await dp.getList('labels/index', { pagination: { page: 1, perPage: 10 }, sort: { field: 'weight', order: 'ASC' }, filter: {} });
    expect(asc.data.map((r) => r.weight)).toEqual([1, 2, 3, 10, null]);
    const desc = await dp.getList('labels/index', { pagination: { page: 1, perPage: 10 }, sort: { field: 'title', order: 'DESC' }, filter: {} });
    expect(desc.data.map((r) => r.title)).toEqual(['Third', 'Fourth', 'First', 'Fifth', 'Alpine']);
  });

  it('applies the other filters exactly', async () => {
    const result = await dp.getList('labels/index', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { parent_id: 1 } });
    expect(result.data.map((r) => r.id)).toEqual([2]);
  });
});

describe('getOne', () => {
  it('uses the detail call when declared', async () => {
    server.handle(routes({ 'test/item-detail': (r) => ok({ id: Number(r.body.id), name: 'x' }) }));
    await expect(dp.getOne('items/index', { id: 5 })).resolves.toEqual({ data: { id: 5, name: 'x' } });
    expect(only()).toMatchObject({ path: 'test/item-detail', body: { id: '5' } });
  });

  it('without a detail call, asks the list call with an id filter', async () => {
    server.handle(routes({ 'test/gadget-list': () => ok({ list: [{ id: 5, name: 'g' }], total: 1 }) }));
    await expect(dp.getOne('gadgets/index', { id: 5 })).resolves.toEqual({ data: { id: 5, name: 'g' } });
    expect(only()).toMatchObject({ path: 'test/gadget-list', body: { id: '5', page: '1', limit: '1' } });
  });

  it('without a detail call, an empty answer rejects with 2005', async () => {
    server.handle(routes({ 'test/gadget-list': () => ok({ list: [], total: 0 }) }));
    const error = await rejection(dp.getOne('gadgets/index', { id: 404 }));
    expect(error).toBeInstanceOf(api.ApiError);
    expect({ code: error.code, message: error.message }).toEqual({ code: 2005, message: 'app.data.not_found' });
  });

  it('a plain-array resource finds the record in the browser', async () => {
    server.handle(routes({ 'test/label-list': () => ok(LABEL_ROWS) }));
    await expect(dp.getOne('labels/index', { id: 3 })).resolves.toEqual({ data: LABEL_ROWS[2] });
    await expect(dp.getOne('labels/index', { id: 99 })).rejects.toMatchObject({ code: 2005 });
  });

  it('a server refusal passes through', async () => {
    server.handle(() => refuse(2003, 'Permission denied'));
    await expect(dp.getOne('items/index', { id: 1 })).rejects.toMatchObject({ code: 2003, message: 'Permission denied' });
  });
});

describe('getMany and getManyReference', () => {
  it('getMany fetches each id and leaves out the missing ones', async () => {
    server.handle(
      routes({
        'test/item-detail': (r) => (r.body.id === '2' ? refuse(2005, 'Record not found') : ok({ id: Number(r.body.id) })),
      }),
    );
    const result = await dp.getMany('items/index', { ids: [1, 2, 3] });
    expect(result.data).toEqual([{ id: 1 }, { id: 3 }]);
    expect(server.received.map((r) => r.body.id).sort()).toEqual(['1', '2', '3']);
  });

  it('getMany rejects when a record could not be read for an outage (its query asks again)', async () => {
    server.handle(
      routes({
        'test/item-detail': (r) =>
          r.body.id === '2' ? refuse(5000, 'The database is not reachable.', { reason: 'database_unavailable' }) : ok({ id: Number(r.body.id) }),
      }),
    );
    const error = await rejection(dp.getMany('items/index', { ids: [1, 2, 3] }));
    expect(error.reason).toBe('database_unavailable');
  });

  it('getManyReference filters the list call by the target', async () => {
    server.handle(routes({ 'test/gadget-list': () => ok({ list: [{ id: 1 }], total: 1 }) }));
    const result = await dp.getManyReference('gadgets/index', {
      target: 'company_id',
      id: 9,
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'x' },
    });
    expect(result).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(only().body).toEqual({ company_id: '9', keyword: 'x', page: '2', limit: '5', sort: 'id', order: 'desc' });
  });
});

describe('create', () => {
  it('sends only the form fields of create, plus createParams', async () => {
    server.handle(routes({ 'test/item-create': (r) => ok({ id: 11, name: r.body.name }) }));
    const result = await dp.create('items/index', {
      data: { id: 99, name: 'New', owner_id: 4, status: 1, password: 'secret12', code: 'QR', created_at: 'now', extra: 'x' },
    });
    expect(result).toEqual({ data: { id: 11, name: 'New' } });
    expect(only()).toMatchObject({ path: 'test/item-create' });
    expect(only().body).toEqual({ name: 'New', owner_id: '4', password: 'secret12', type: 'web' });
  });

  it('sends an Idempotency-Key (an update does not)', async () => {
    server.handle(routes({ 'test/item-create': () => ok({ id: 11 }), 'test/item-update': () => ok({ id: 11 }) }));
    await dp.create('items/index', { data: { name: 'New' } });
    await dp.update('items/index', { id: 11, data: { name: 'Newer' }, previousData: { id: 11 } });
    expect(server.received.map((r) => [r.path, typeof r.headers['idempotency-key']])).toEqual([
      ['test/item-create', 'string'],
      ['test/item-update', 'undefined'],
    ]);
  });

  it('a JSON endpoint sends JSON, values keeping their types', async () => {
    server.handle(routes({ 'test/label-save': (r) => ok({ id: 6, ...r.body }) }));
    await dp.create('labels/index', { data: { name: 'ops', title: 'Ops', weight: 4, parent_id: null } });
    const request = only();
    expect(request.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(request.raw)).toEqual({ name: 'ops', title: 'Ops', weight: 4, parent_id: null });
  });

  it('a 2001 answer surfaces as error.body.errors for the form', async () => {
    server.handle(() => refuse(2001, 'Invalid input', { fields: { name: 'Name is taken' } }));
    const error = await rejection(dp.create('items/index', { data: { name: 'dup' } }));
    expect(error.code).toBe(2001);
    expect(error.body).toEqual({ errors: { name: 'Name is taken' } });
  });
});

describe('update', () => {
  it('sends the editable fields and the id; an empty password is left out', async () => {
    server.handle(routes({ 'test/item-update': () => ok({ id: 5, name: 'Renamed' }) }));
    const result = await dp.update('items/index', {
      id: 5,
      data: { id: 5, name: 'Renamed', owner_id: 4, status: 0, password: '', code: 'QR', created_at: 'then' },
      previousData: { id: 5 },
    });
    expect(result).toEqual({ data: { id: 5, name: 'Renamed' } });
    expect(only().body).toEqual({ name: 'Renamed', status: '0', id: '5' });
  });

  it('a null or missing password is left out too, a new one is sent', async () => {
    server.handle(() => ok({ id: 5 }));
    await dp.update('items/index', { id: 5, data: { password: null }, previousData: { id: 5 } });
    await dp.update('items/index', { id: 5, data: { password: 'newpass12' }, previousData: { id: 5 } });
    expect(server.received.map((r) => r.body)).toEqual([{ id: '5' }, { password: 'newpass12', id: '5' }]);
  });

  it('a row action with a call of its own sends there instead of the update call', async () => {
    server.handle(routes({ 'test/item-status': () => ok({ id: 5, status: 0 }) }));
    const result = await dp.update('items/index', { id: 5, data: { status: 0 }, previousData: { id: 5 }, meta: { endpoint: 'test/item-status' } });
    expect(result).toEqual({ data: { id: 5, status: 0 } });
    expect(only().path).toBe('test/item-status');
    expect(only().body).toEqual({ status: '0', id: '5' });
  });

  it('the id goes under the declared idParam', async () => {
    server.handle(routes({ 'test/gadget-update': () => ok({ id: 3 }) }));
    await dp.update('gadgets/index', { id: 3, data: { id: 3, name: 'G' }, previousData: { id: 3 } });
    expect(only().body).toEqual({ name: 'G', gadget_id: '3' });
  });

  it('a JSON update sends the id as a number', async () => {
    server.handle(routes({ 'test/label-save': () => ok({ id: 2 }) }));
    await dp.update('labels/index', { id: 2, data: { id: 2, name: 'b', title: 'B' }, previousData: { id: 2 } });
    expect(JSON.parse(only().raw)).toEqual({ name: 'b', title: 'B', id: 2 });
  });

  it('a 2001 answer surfaces as error.body.errors', async () => {
    server.handle(() => refuse(2001, 'Invalid input', { fields: { name: 'Too long' } }));
    await expect(dp.update('items/index', { id: 1, data: { name: 'x'.repeat(300) }, previousData: { id: 1 } })).rejects.toMatchObject({
      code: 2001,
      body: { errors: { name: 'Too long' } },
    });
  });

  it('updateMany updates each id', async () => {
    server.handle(routes({ 'test/item-update': (r) => ok({ id: Number(r.body.id) }) }));
    await expect(dp.updateMany('items/index', { ids: [1, 2], data: { status: 0 } })).resolves.toEqual({ data: [1, 2] });
    expect(server.received.map((r) => r.body).sort((a, b) => String(a.id).localeCompare(String(b.id)))).toEqual([
      { status: '0', id: '1' },
      { status: '0', id: '2' },
    ]);
  });
});

describe('delete', () => {
  it('sends the id and answers the previous record', async () => {
    server.handle(routes({ 'test/item-delete': (r) => ok({ id: Number(r.body.id) }) }));
    await expect(dp.delete('items/index', { id: 8, previousData: { id: 8, name: 'old' } })).resolves.toEqual({ data: { id: 8, name: 'old' } });
    expect(only()).toMatchObject({ path: 'test/item-delete', body: { id: '8' } });
  });

  it('sends the fixed params under the declared idParam (e.g. {role_id, delete: 1})', async () => {
    server.handle(routes({ 'test/gadget-by': () => ok({ id: 3 }) }));
    await expect(dp.delete('gadgets/index', { id: 3 })).resolves.toEqual({ data: { id: 3 } });
    expect(only().body).toEqual({ gadget_id: '3', delete: '1' });
  });

  it('deleteMany deletes one at a time', async () => {
    server.handle(
      routes({
        'test/item-delete': async (r) => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          return ok({ id: Number(r.body.id) });
        },
      }),
    );
    await expect(dp.deleteMany('items/index', { ids: [1, 2, 3] })).resolves.toEqual({ data: [1, 2, 3] });
    expect(server.received.map((r) => r.body.id)).toEqual(['1', '2', '3']);
    expect(server.maxInFlight()).toBe(1);
  });

  it('deleteMany stops at the first refusal', async () => {
    server.handle(routes({ 'test/item-delete': (r) => (r.body.id === '2' ? refuse(2009, 'Still referenced') : ok({ id: Number(r.body.id) })) }));
    await expect(dp.deleteMany('items/index', { ids: [1, 2, 3] })).rejects.toMatchObject({ code: 2009, message: 'Still referenced' });
    expect(server.received.map((r) => r.body.id)).toEqual(['1', '2']);
  });
});

describe('operations a declaration leaves out', () => {
  it.each([
    ['create', () => dp.create('gadgets/index', { data: { name: 'x' } })],
    ['delete', () => dp.delete('labels/index', { id: 1 })],
    ['deleteMany', () => dp.deleteMany('labels/index', { ids: [1] })],
    ['update', () => dp.update('readings/index', { id: 1, data: { value: 2 }, previousData: { id: 1 } })],
    ['updateMany', () => dp.updateMany('readings/index', { ids: [1, 2], data: { value: 2 } })],
    ['create (read-only)', () => dp.create('readings/index', { data: { value: 2 } })],
  ])('%s rejects with app.data.unsupported and calls nothing', async (_name, run) => {
    const error = await rejection(run());
    expect(error).toBeInstanceOf(api.ApiError);
    expect(error.message).toBe('app.data.unsupported');
    expect(server.received).toEqual([]);
  });

  it('an unknown resource rejects with app.data.unknown_resource', async () => {
    const error = await rejection(dp.getList('nope/index', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} }));
    expect(error.message).toBe('app.data.unknown_resource');
    expect(server.received).toEqual([]);
  });
});

describe('the real declarations speak docs/API.md', () => {
  const page = { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'DESC' as const }, filter: {} };

  it('roles: detail and delete through role-by-permission with role_id (delete=1)', async () => {
    server.handle(routes({ 'operate/permission/role-by-permission': (r) => ok({ id: Number(r.body.role_id), permission_ids: [] }) }));
    await real.getOne('sys_permission/role', { id: 3 });
    await real.delete('sys_permission/role', { id: 3 });
    expect(server.received.map((r) => [r.path, r.body])).toEqual([
      ['operate/permission/role-by-permission', { role_id: '3' }],
      ['operate/permission/role-by-permission', { role_id: '3', delete: '1' }],
    ]);
  });

  it('roles: create and update send JSON to update-role (no id: create)', async () => {
    server.handle(routes({ 'operate/permission/update-role': () => ok({ id: 9 }) }));
    await real.create('sys_permission/role', { data: { name: 'ops', title: 'Ops' } });
    await real.update('sys_permission/role', { id: 9, data: { id: 9, name: 'ops', title: 'Ops 2' }, previousData: { id: 9 } });
    expect(server.received.map((r) => r.contentType.split(';')[0])).toEqual(['application/json', 'application/json']);
    expect(server.received.map((r) => JSON.parse(r.raw))).toEqual([
      { name: 'ops', title: 'Ops' },
      { name: 'ops', title: 'Ops 2', id: 9 },
    ]);
  });

  it('roles and permissions: plain-array lists', async () => {
    server.handle(
      routes({
        'operate/permission/roles': () => ok([{ id: 1, name: 'admin', title: 'Admin' }]),
        'operate/permission/permission-list': () => ok([{ id: 1, name: 'company', title: 'Company', parent_id: 0 }]),
      }),
    );
    await expect(real.getList('sys_permission/role', page)).resolves.toMatchObject({ total: 1 });
    await expect(real.getList('sys_permission/config', page)).resolves.toMatchObject({ total: 1 });
    expect(server.received.map((r) => r.body)).toEqual([{}, {}]);
  });

  it('accounts: the government lists carry the account type; creates carry it too', async () => {
    server.handle(() => ok({ list: [], total: 0 }));
    await real.getList('account/app-gov-account', page);
    await real.getList('account/web-company-account', page);
    await real.getList('account/app-company-account', page);
    server.handle(() => ok({ id: 1 }));
    await real.create('account/app-company-account', { data: { company_id: 2, account: ' a1 ', name: 'N', password: 'secret12' } });
    expect(server.received.map((r) => [r.path, r.body.type])).toEqual([
      ['operate/government/account-list', 'app'],
      ['operate/company/account-list', undefined],
      ['operate/company/account-app-list', undefined],
      ['operate/company/account-create', 'app'],
    ]);
    expect(server.received[3].body).toEqual({ company_id: '2', account: ' a1 ', name: 'N', password: 'secret12', type: 'app' });
  });

  it('check points: no detail call, so a record is read through code-list with an id filter', async () => {
    server.handle(routes({ 'operate/company/code-list': () => ok({ list: [{ id: 4, name: 'Gate' }], total: 1 }) }));
    await expect(real.getOne('check/index', { id: 4 })).resolves.toEqual({ data: { id: 4, name: 'Gate' } });
    expect(only().body).toEqual({ id: '4', page: '1', limit: '1' });
  });

  it('companies: create-account gets the first web account; the update never sends it', async () => {
    server.handle(() => ok({ id: 1 }));
    const data = { name: 'Acme', credit_code: '91350100M000100Y43', city_id: 5, government_id: 2, contact: 'Li', phone: '123456', address: 'Road 1', account: 'acme', password: 'secret12', status: 1, staff_count: 3 };
    await real.create('company/index', { data });
    await real.update('company/index', { id: 1, data: { id: 1, ...data }, previousData: { id: 1 } });
    const [create, update] = server.received;
    expect(create.path).toBe('operate/company/create-account');
    expect(create.body).toMatchObject({ account: 'acme', password: 'secret12' });
    expect(create.body).not.toHaveProperty('status');
    expect(create.body).not.toHaveProperty('staff_count');
    expect(update.path).toBe('operate/company/company-update');
    expect(update.body).not.toHaveProperty('account');
    expect(update.body).not.toHaveProperty('password');
    expect(update.body).toMatchObject({ id: '1', status: '1' });
  });
});
