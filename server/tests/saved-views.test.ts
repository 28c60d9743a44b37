// Saved list views (operate/view/*): each user keeps, renames and deletes their own, and never
// sees or touches another user's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsUnder, createTestContext, dataOf, defineAccessTests, fieldsOf, type TestContext, type TestUser } from './helpers/index.js';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;

const STATE = {
  filter: { q: 'north', status: 1 },
  sort: { field: 'name', order: 'ASC' },
  columns: { order: ['name', 'phone', 'created_at'], hidden: ['phone'] },
};

interface View {
  id: number;
  list: string;
  name: string;
  state: typeof STATE;
  created_at: string;
  updated_at: string;
}

beforeAll(async () => {
  ctx = await createTestContext();
  // No permission at all: a view is the user's own preference.
  alice = await ctx.createUser([]);
  bob = await ctx.createUser([]);
});

afterAll(async () => {
  await ctx?.close();
});

const create = (user: TestUser, body: Record<string, unknown>) => ctx.call<View>('operate/view/view-create', body, { token: user.token, json: true });
const list = async (user: TestUser, name = 'companies') => dataOf(await ctx.call<View[]>('operate/view/view-list', { list: name }, { token: user.token }));

describe('operate/view/*', () => {
  it('saves a view and answers it, in name order per list', async () => {
    const saved = dataOf(await create(alice, { list: 'companies', name: ' North, by name ', state: STATE }));
    expect(saved).toMatchObject({ list: 'companies', name: 'North, by name', state: STATE });
    dataOf(await create(alice, { list: 'companies', name: 'All', state: STATE }));
    dataOf(await create(alice, { list: 'governments', name: 'Cities', state: STATE }));
    expect((await list(alice)).map((view) => view.name)).toEqual(['All', 'North, by name']);
    expect((await list(alice, 'governments')).map((view) => view.name)).toEqual(['Cities']);
  });

  it('accepts the state as JSON text in a form body', async () => {
    const res = await ctx.call<View>('operate/view/view-create', { list: 'roles', name: 'Form', state: JSON.stringify(STATE) }, { token: alice.token });
    expect(dataOf(res).state).toEqual(STATE);
  });

  it("keeps each user's views to that user", async () => {
    expect(await list(bob)).toEqual([]);
    const [view] = await list(alice);
    const rename = await ctx.call('operate/view/view-update', { id: view!.id, name: 'Mine now' }, { token: bob.token, json: true });
    expect(rename.error).toBe(2005);
    const remove = await ctx.call('operate/view/view-delete', { id: view!.id }, { token: bob.token });
    expect(remove.error).toBe(2005);
    expect((await list(alice)).map((v) => v.name)).toEqual(['All', 'North, by name']);
    // The same name is free for another user.
    dataOf(await create(bob, { list: 'companies', name: 'All', state: STATE }));
  });

  it('renames and changes a view, refusing a name the list already has', async () => {
    const [all, north] = await list(alice);
    const taken = await ctx.call('operate/view/view-update', { id: all!.id, name: 'North, by name' }, { token: alice.token, json: true });
    expect(taken.error).toBe(2009);
    expect(fieldsOf(taken)).toEqual(['name']);
    const state = { ...STATE, sort: { field: 'created_at', order: 'DESC' } };
    const changed = dataOf(await ctx.call<View>('operate/view/view-update', { id: north!.id, name: 'North', state }, { token: alice.token, json: true }));
    expect(changed).toMatchObject({ id: north!.id, name: 'North', state });
    const renamedOnly = dataOf(await ctx.call<View>('operate/view/view-update', { id: north!.id, name: 'North again' }, { token: alice.token, json: true }));
    expect(renamedOnly.state).toEqual(state);
  });

  it('refuses a duplicate name, a bad state and a bad list with field errors', async () => {
    const duplicate = await create(alice, { list: 'companies', name: 'All', state: STATE });
    expect(duplicate.error).toBe(2009);
    expect(fieldsOf(duplicate)).toEqual(['name']);
    const bad = await create(alice, { list: 'companies', name: '', state: { filter: {}, sort: { field: 'name', order: 'UP' } } });
    expect(bad.error).toBe(2001);
    expect(fieldsOf(bad)).toEqual(['name', 'state']);
    const huge = await create(alice, { list: 'companies', name: 'Huge', state: { ...STATE, filter: { q: 'x'.repeat(9000) } } });
    expect(fieldsOf(huge)).toEqual(['state']);
    const badList = await create(alice, { list: '../x', name: 'X', state: STATE });
    expect(fieldsOf(badList)).toEqual(['list']);
    const missing = await create(alice, { list: 'companies', name: 'Missing' });
    expect((missing.data as unknown as { fields: Record<string, string> }).fields.state).toBe('This field is required.');
  });

  it('answers field messages in the caller\'s language', async () => {
    const res = await ctx.call('operate/view/view-create', { list: 'companies', name: 'All', state: STATE }, { token: alice.token, json: true, lang: 'es' });
    expect(res.message).toBe('El nombre ya está en uso.');
  });

  it('keeps at most 50 views per list', async () => {
    for (let i = 0; i < 50; i += 1) dataOf(await create(bob, { list: 'staff', name: `View ${i}`, state: STATE }));
    const over = await create(bob, { list: 'staff', name: 'One more', state: STATE });
    expect(over.error).toBe(2001);
    expect(fieldsOf(over)).toEqual(['name']);
  });

  it('deletes a view, and the views go with their user', async () => {
    const [all] = await list(alice);
    expect(dataOf(await ctx.call('operate/view/view-delete', { id: all!.id }, { token: alice.token }))).toEqual({ id: all!.id });
    expect((await ctx.call('operate/view/view-delete', { id: all!.id }, { token: alice.token })).error).toBe(2005);
    await ctx.db.deleteFrom('system_users').where('id', '=', alice.id).execute();
    const left = await ctx.db.selectFrom('saved_views').select('id').where('user_id', '=', alice.id).execute();
    expect(left).toEqual([]);
  });

  it('writes nothing to the audit log', async () => {
    const entries = await ctx.db.selectFrom('audit_log').select('call').where('call', 'like', 'operate/view/%').execute();
    expect(entries).toEqual([]);
  });
});

describe('access', () => {
  defineAccessTests(() => ctx, callsUnder('operate/view').map((c) => c.path));
});
