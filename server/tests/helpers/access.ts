// Access rules every protected call shares, generated from the registry: no token and an
// expired token answer 2004, a user without the permission answers 2003, and so does a console
// token on a field app call.
import { expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { recordCallsOf } from '../../src/entities/records/calls.js';
import type { EntityDefinition } from '../../src/entities/language/document.js';
import { SHIPPED_DIR } from '../../src/entities/shipped.js';
import { contractCalls } from '../../src/routes/registry.js';
import type { TestContext } from './context.js';

/** The shipped definitions (entities/*.json), which every test database has applied. */
export const shippedDefinitions: EntityDefinition[] = readdirSync(SHIPPED_DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(join(SHIPPED_DIR, file), 'utf8')) as EntityDefinition);

/** The registry's calls and the record calls of the shipped definitions. */
export const allCalls = [...contractCalls, ...recordCallsOf(shippedDefinitions)];

/** Calls of the registry whose path starts with one of the prefixes (or equals a path). */
export function callsUnder(...prefixes: string[]) {
  return allCalls.filter((c) => prefixes.some((p) => c.path === p || c.path.startsWith(p.endsWith('/') ? p : `${p}/`)));
}

/** Defines the 2004/2003 tests for the given paths; `context()` is read when the tests run. */
export function defineAccessTests(context: () => TestContext, paths: string[]): void {
  const calls = allCalls.filter((c) => paths.includes(c.path));
  const protectedCalls = calls.filter((c) => c.permission !== 'public');

  it.each(protectedCalls.map((c) => c.path))('%s without a token answers 2004', async (path) => {
    const res = await context().call(path, { id: 1 });
    expect(res.error).toBe(2004);
    expect(res.data).toBeNull();
  });

  it.each(protectedCalls.map((c) => c.path))('%s with an expired token answers 2004', async (path) => {
    const ctx = context();
    const token = await ctx.login();
    await ctx.setTokenExpired(token);
    expect((await ctx.call(path, { id: 1 }, { token })).error).toBe(2004);
  });

  it.each(protectedCalls.map((c) => c.path))('%s with an unknown token answers 2004', async (path) => {
    expect((await context().call(path, {}, { token: 'x'.repeat(43) })).error).toBe(2004);
  });

  // A console token is someone, but the field app's calls are not for it.
  const appCalls = protectedCalls.filter((c) => c.permission === 'app');
  it.each(appCalls.map((c) => c.path))('%s with a console token answers 2003', async (path) => {
    const ctx = context();
    const res = await ctx.call(path, { id: 1 }, { token: await ctx.adminToken() });
    expect(res.error).toBe(2003);
  });

  const permissionCalls = protectedCalls.filter((c) => c.permission !== 'login-only' && c.permission !== 'app');
  it.each(permissionCalls.map((c) => c.path))('%s without its permission answers 2003', async (path) => {
    const ctx = context();
    // Holds every permission but the ones that open this call.
    const call = permissionCalls.find((c) => c.path === path)!;
    const needed = typeof call.permission === 'string' ? [call.permission] : [...call.permission];
    const all = (await ctx.db.selectFrom('permissions').select(['name', 'parent_id']).execute())
      .filter((p) => p.parent_id !== null && !needed.includes(p.name))
      .map((p) => p.name);
    const token = await ctx.createUserWithPermissions(all);
    const res = await ctx.call(path, { id: 1 }, { token });
    expect(res.error).toBe(2003);
  });
}
