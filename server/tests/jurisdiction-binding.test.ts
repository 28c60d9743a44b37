// Binding a system user to a government body (register's government_id, operate/auth/account-update),
// nobody widening their reach, creates refused into another jurisdiction, the dashboard's figures
// and the audit log of a bound user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, dataOf, defineAccessTests, fieldsOf, type TestContext, type TestUser } from './helpers/index.js';
import { buildJurisdictionWorld, OUTSIDE_ID, OUTSIDE_MARK, type JurisdictionWorld } from './helpers/jurisdiction-world.js';

let ctx: TestContext;
let world: JurisdictionWorld;
let admin: string;
/** Bound to the city body, with the permissions of user management. */
let manager: TestUser;

interface SystemUser {
  id: number;
  account: string;
  government_id: number | null;
  version: number;
}

let serial = 0;
const newUser = (body: Record<string, unknown> = {}, token = admin) =>
  ctx.call<SystemUser>('operate/auth/register', { account: `bound.user${++serial}`, password: 'Bound-user-pass-1', name: `Bound ${serial}`, ...body }, { token });

async function bind(user: TestUser, governmentId: number | null): Promise<void> {
  await ctx.db.updateTable('system_users').set({ government_id: governmentId }).where('id', '=', user.id).execute();
}

beforeAll(async () => {
  ctx = await createTestContext();
  world = await buildJurisdictionWorld(ctx);
  admin = await ctx.adminToken();
  manager = await ctx.createUser(['user:view', 'user:create', 'user:update', 'company:view']);
  await bind(manager, world.cityBody);
});

afterAll(async () => {
  await ctx?.close();
});

describe('access', () => {
  defineAccessTests(() => ctx, ['operate/auth/account-update']);
});

describe('operate/auth/register with government_id', () => {
  it('binds the new user; an unbound caller leaves it unbound when none is given', async () => {
    expect(dataOf(await newUser({ government_id: world.districtBody })).government_id).toBe(world.districtBody);
    expect(dataOf(await newUser()).government_id).toBeNull();
  });

  it('answers 2001 at government_id for a body that does not exist or is not an id', async () => {
    expect(fieldsOf(await newUser({ government_id: 987654 }))).toEqual(['government_id']);
    expect(fieldsOf(await newUser({ government_id: 'north' }))).toEqual(['government_id']);
  });

  it('binds what a bound caller creates inside its jurisdiction: its own body when none is given', async () => {
    expect(dataOf(await newUser({}, manager.token)).government_id).toBe(world.cityBody);
    expect(dataOf(await newUser({ government_id: world.districtBody }, manager.token)).government_id).toBe(world.districtBody);
  });

  it('refuses a bound caller a user outside its jurisdiction or above it (2001 at government_id)', async () => {
    for (const body of [OUTSIDE_ID, world.provinceBody]) {
      const res = await newUser({ government_id: body }, manager.token);
      expect(res.error).toBe(2001);
      expect(res.data).toEqual({ fields: { government_id: 'Outside your jurisdiction.' } });
    }
  });
});

describe('operate/auth/account-update', () => {
  it('binds, moves and unbinds a user for an unbound caller, and the binding narrows the next call', async () => {
    const user = await ctx.createUser(['company:view']);
    const id = user.id;
    const companies = async () => dataOf(await ctx.call<{ total: number }>('operate/company/company-list', {}, { token: user.token })).total;
    expect(await companies()).toBe(2);
    const bound = dataOf(await ctx.call<SystemUser>('operate/auth/account-update', { id, government_id: world.cityBody }, { token: admin }));
    expect(bound.government_id).toBe(world.cityBody);
    expect(await companies()).toBe(1);
    const moved = dataOf(await ctx.call<SystemUser>('operate/auth/account-update', { id, government_id: OUTSIDE_ID, version: bound.version }, { token: admin }));
    expect(moved.government_id).toBe(OUTSIDE_ID);
    const unbound = dataOf(await ctx.call<SystemUser>('operate/auth/account-update', { id, government_id: '' }, { token: admin }));
    expect(unbound.government_id).toBeNull();
    expect(await companies()).toBe(2);
  });

  it('answers 2001 without government_id or with an unknown body, 2005 for an unknown user, 2009 on a stale version', async () => {
    const { id } = dataOf(await newUser());
    expect(fieldsOf(await ctx.call('operate/auth/account-update', { id }, { token: admin }))).toEqual(['government_id']);
    expect(fieldsOf(await ctx.call('operate/auth/account-update', { id, government_id: 987654 }, { token: admin }))).toEqual(['government_id']);
    expect((await ctx.call('operate/auth/account-update', { id: 987654, government_id: world.cityBody }, { token: admin })).error).toBe(2005);
    await ctx.call('operate/auth/account-update', { id, government_id: world.cityBody }, { token: admin });
    expect((await ctx.call('operate/auth/account-update', { id, government_id: world.districtBody, version: 1 }, { token: admin })).error).toBe(2009);
  });

  it('does not let a user change their own jurisdiction (2003)', async () => {
    const res = await ctx.call('operate/auth/account-update', { id: manager.id, government_id: world.districtBody }, { token: manager.token });
    expect(res.error).toBe(2003);
  });

  it('lets a bound caller move a user inside its jurisdiction, and nothing more', async () => {
    const { id } = dataOf(await newUser({ government_id: world.cityBody }));
    expect(dataOf(await ctx.call<SystemUser>('operate/auth/account-update', { id, government_id: world.districtBody }, { token: manager.token })).government_id).toBe(world.districtBody);
    // Out of it, above it, unbound: 2001 at the field; the user stays where it was.
    for (const government_id of [OUTSIDE_ID, world.provinceBody, '']) {
      const res = await ctx.call('operate/auth/account-update', { id, government_id }, { token: manager.token });
      expect(res.error).toBe(2001);
      expect(fieldsOf(res)).toEqual(['government_id']);
    }
    expect((await ctx.db.selectFrom('system_users').select('government_id').where('id', '=', id).executeTakeFirstOrThrow()).government_id).toBe(world.districtBody);
  });

  it('answers 2005 to a bound caller for a user outside its jurisdiction or unbound', async () => {
    const { id: unbound } = dataOf(await newUser());
    for (const id of [OUTSIDE_ID, unbound]) {
      expect((await ctx.call('operate/auth/account-update', { id, government_id: world.districtBody }, { token: manager.token })).error).toBe(2005);
      expect((await ctx.call('operate/auth/account-status', { id, status: 1 }, { token: manager.token })).error).toBe(2005);
    }
    const listed = dataOf(await ctx.call<{ list: SystemUser[] }>('operate/auth/account-list', { limit: 100 }, { token: manager.token })).list;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((u) => u.government_id === world.cityBody || u.government_id === world.districtBody)).toBe(true);
  });
});

describe('the session answers of a bound user', () => {
  type Info = { government: { id: number; name: string } | null };
  const info = async (token: string) => dataOf(await ctx.call<Info>('operate/auth/info', {}, { token })).government;

  it('answers the body the user is bound to, and null for an unbound user', async () => {
    const body = await ctx.db.selectFrom('governments').select('name').where('id', '=', world.cityBody).executeTakeFirstOrThrow();
    expect(await info(manager.token)).toEqual({ id: world.cityBody, name: body.name });
    expect(await info(admin)).toBeNull();
  });

  it('names the body in the login answer, and in a handover ticket\'s session', async () => {
    const login = async (account: string, password: string) => dataOf(await ctx.call<Info>('operate/auth/login', { account, password })).government;
    expect((await login(manager.account, manager.password))?.id).toBe(world.cityBody);
    expect(await login('admin', 'admin123')).toBeNull();
    const { ticket } = dataOf(await ctx.call<{ ticket: string }>('operate/auth/ticket-create', {}, { token: manager.token }));
    expect(dataOf(await ctx.call<Info>('operate/auth/ticket-exchange', { ticket })).government?.id).toBe(world.cityBody);
  });

  it('follows a new binding at the next call, and keeps the id of a body deleted since', async () => {
    const user = await ctx.createUser(['company:view']);
    await bind(user, world.districtBody);
    expect((await info(user.token))?.id).toBe(world.districtBody);
    await bind(user, 987654);
    expect(await info(user.token)).toEqual({ id: 987654, name: '' });
  });
});

describe('figures and the audit log of a bound user', () => {
  it('counts only the jurisdiction on the dashboard', async () => {
    const figures = (token: string) => ctx.call<Record<string, number>>('admin/admin/admin-data-count', {}, { token }).then(dataOf);
    const all = await figures(admin);
    const own = await figures(world.scoped.token);
    // The world's two companies, each with one of everything, under four bodies: one company and two bodies are inside.
    expect(all).toEqual({ companies: 2, staff: 2, check_points: 2, inspections: 2, warnings: 2, governments: 4 });
    expect(own).toEqual({ companies: 1, staff: 1, check_points: 1, inspections: 1, warnings: 1, governments: 2 });
    const week = (token: string) => ctx.call<{ inspections: number }[]>('admin/auth/week-data', {}, { token }).then(dataOf);
    expect((await week(world.scoped.token)).reduce((n, d) => n + d.inspections, 0)).toBe(1);
    expect((await week(admin)).reduce((n, d) => n + d.inspections, 0)).toBe(2);
    const ranking = dataOf(await ctx.call<{ company_id: number }[]>('admin/auth/company-inspect-data', {}, { token: world.scoped.token }));
    expect(ranking.map((r) => r.company_id)).toEqual([world.insideCompany]);
  });

  it('stamps each entry with its record\'s body, and shows a bound user those inside only', async () => {
    const inside = dataOf(await ctx.call<{ name: string }>('operate/company/company-update', { id: world.insideCompany, contact: 'Sun Li' }, { token: admin }));
    await ctx.call('operate/company/company-update', { id: OUTSIDE_ID, contact: 'Sun Li' }, { token: admin });
    const stamps = await ctx.db.selectFrom('audit_log').select(['record_id', 'government_id']).where('resource', '=', 'company').where('action', '=', 'update').execute();
    expect(stamps).toEqual(expect.arrayContaining([{ record_id: world.insideCompany, government_id: world.districtBody }, { record_id: OUTSIDE_ID, government_id: OUTSIDE_ID }]));
    const seen = dataOf(await ctx.call<{ list: { record_name: string }[] }>('operate/audit/log-list', { resource: 'company' }, { token: world.scoped.token })).list;
    expect(seen.map((e) => e.record_name)).toContain(inside.name);
    expect(seen.map((e) => e.record_name).filter((name) => name.includes(OUTSIDE_MARK))).toEqual([]);
  });

  it('answers 2005 to a restore outside, and restores inside', async () => {
    expect((await ctx.call('operate/audit/restore', { id: OUTSIDE_ID }, { token: world.scoped.token })).error).toBe(2005);
    const point = dataOf(await ctx.call<{ id: number }>('operate/company/create-code', { company_id: world.insideCompany, name: 'Short-lived point' }, { token: world.scoped.token }));
    await ctx.call('operate/company/code-delete-company', { id: point.id }, { token: world.scoped.token });
    const entry = await ctx.db.selectFrom('audit_log').select(['id', 'government_id']).where('resource', '=', 'check_point').where('action', '=', 'delete').where('record_id', '=', point.id).executeTakeFirstOrThrow();
    expect(entry.government_id).toBe(world.districtBody);
    expect((await ctx.call('operate/audit/restore', { id: entry.id }, { token: world.scoped.token })).error).toBe(2000);
  });
});

describe('the city tree of a bound user', () => {
  it('holds the areas of its bodies, those above them and below them, and no other', async () => {
    const province = (await ctx.db.selectFrom('cities').select('parent_id').where('id', '=', world.outsideCity).executeTakeFirstOrThrow()).parent_id!;
    const children = async (token: string) => dataOf(await ctx.call<{ id: number; has_children: boolean }[]>('operate/government/get-city-data', { parent_id: province }, { token }));
    const own = await children(world.scoped.token);
    expect(own.map((c) => c.id)).not.toContain(world.outsideCity);
    expect(own).toHaveLength(1);
    expect(own[0]!.has_children).toBe(true);
    expect((await children(admin)).map((c) => c.id)).toContain(world.outsideCity);
    expect((await ctx.call('operate/government/get-city-data', { parent_id: world.outsideCity }, { token: world.scoped.token })).error).toBe(2005);
    const picked = dataOf(await ctx.call<{ list: { id: number }[] }>('operate/entity/reference-options', { target: 'cities', limit: 100 }, { token: world.scoped.token })).list.map((c) => c.id);
    expect(picked).toContain(world.insideCity);
    expect(picked).toContain(province);
    expect(picked).not.toContain(world.outsideCity);
  });
});

describe('creates into another jurisdiction', () => {
  const company = () => ({
    name: `Probe Works ${++serial}`,
    credit_code: `91330100${String(serial).padStart(6, '0')}0000`,
    contact: 'Zhou Min',
    phone: '0571-88001234',
    address: '8 Rocket Road',
    city_id: world.insideCity,
    account: `probe_web_${serial}`,
    password: 'Probe-password-1',
  });
  const cases: [string, () => Record<string, unknown>, string][] = [
    ['operate/company/create-account', () => ({ ...company(), government_id: OUTSIDE_ID }), 'government_id'],
    ['operate/company/create-code', () => ({ company_id: OUTSIDE_ID, name: 'Probe point' }), 'company_id'],
    ['operate/company/account-create', () => ({ company_id: OUTSIDE_ID, type: 'web', account: `probe_${++serial}`, password: 'Probe-password-1', name: 'Probe' }), 'company_id'],
    ['operate/government/account-create', () => ({ government_id: OUTSIDE_ID, type: 'web', account: `probe_${++serial}`, password: 'Probe-password-1', name: 'Probe' }), 'government_id'],
    ['operate/entity/maintenance_records/create', () => ({ company_id: OUTSIDE_ID, equipment: 'Probe lathe', kind: 'repair', date: '2026-01-02', result: 'passed', technician: 'Wang' }), 'company_id'],
    ['operate/government/government-create', () => ({ name: `Probe Bureau ${++serial}`, level: 'district', city_id: world.insideCity, parent_id: OUTSIDE_ID, contact: 'Li', phone: '010-12345678', address: '1 Road' }), 'parent_id'],
  ];

  it.each(cases)('%s answers 2001 at the field, and the same body inside is created', async (path, body, field) => {
    const res = await ctx.call(path, body(), { token: world.scoped.token });
    expect(res.error).toBe(2001);
    expect(fieldsOf(res)).toEqual([field]);
    const inside = field === 'government_id' || field === 'parent_id' ? world.districtBody : world.insideCompany;
    expect((await ctx.call(path, { ...body(), [field]: inside }, { token: world.scoped.token })).error).toBe(2000);
  });

  it('a government body without a superior is outside, and a company moved out answers 2001', async () => {
    const root = { name: `Probe Root ${++serial}`, level: 'city', city_id: world.insideCity, contact: 'Li', phone: '010-12345678', address: '1 Road' };
    expect(fieldsOf(await ctx.call('operate/government/government-create', root, { token: world.scoped.token }))).toEqual(['parent_id']);
    const move = await ctx.call('operate/company/company-update', { id: world.insideCompany, government_id: OUTSIDE_ID }, { token: world.scoped.token });
    expect(fieldsOf(move)).toEqual(['government_id']);
  });
});
