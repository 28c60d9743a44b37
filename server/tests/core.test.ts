// Building blocks: validation, lists, messages, passwords, throttling, conflict mapping.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { conflictFromDbError } from '../src/http/db-errors.js';
import { ApiError } from '../src/http/errors.js';
import { pickLanguage, translate } from '../src/http/i18n.js';
import { escapeLike, listSchema } from '../src/http/list.js';
import { normalizeBody, parseInput, v } from '../src/http/validate.js';
import { allCalls } from './helpers/access.js';
import { OWASP_SCRYPT_COST, loadConfig } from '../src/config.js';
import { hashPassword, needsRehash, setPasswordHashCost, verifyPassword } from '../src/security/password.js';
import { passwordProblem } from '../src/security/password-policy.js';
import { LoginThrottle } from '../src/security/throttle.js';
import { createTestContext, type TestContext } from './helpers/index.js';

function fieldsOfError(fn: () => unknown): Record<string, string> {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError && err.code === 2001) return err.fields ?? {};
    throw err;
  }
  throw new Error('expected a 2001 ApiError');
}

describe('validation helpers', () => {
  const schema = z.object({
    id: v.id(),
    count: v.optional(v.int({ min: 0, max: 10 })),
    price: v.optional(v.number({ min: 0 })),
    name: v.text(5),
    kind: v.oneOf(['a', 'b']),
    on: v.withDefault(v.flag(), 0),
    day: v.optional(v.date()),
    ids: v.withDefault(v.idList(), []),
    parent: v.nullable(v.id()),
  });

  it('turns form strings into typed values and drops unknown fields', () => {
    const body = { id: '7', count: '3', price: '2.5', name: ' abc ', kind: 'b', on: 'true', day: '2024-02-29', 'ids[]': ['1', '2', '2'], parent: '', extra: 'x' };
    expect(parseInput(schema, body)).toEqual({ id: 7, count: 3, price: 2.5, name: 'abc', kind: 'b', on: 1, day: '2024-02-29', ids: [1, 2], parent: null });
    expect(parseInput(schema, { id: 1, name: 'n', kind: 'a', ids: 5 })).toEqual({ id: 1, name: 'n', kind: 'a', on: 0, ids: [5] });
  });

  it('names every bad field with a message', () => {
    const fields = fieldsOfError(() =>
      parseInput(schema, { id: '1e3', count: '11', price: '-1', name: 'toolong', kind: 'c', on: '2', day: '2023-02-29', ids: ['x'], parent: 'p' }),
    );
    expect(fields).toEqual({
      id: 'Must be a whole number.',
      count: 'Must be at most 10.',
      price: 'Must be at least 0.',
      name: 'Must be at most 5 characters.',
      kind: 'Must be one of: a, b.',
      on: 'Must be 0 or 1.',
      day: 'Must be a date (YYYY-MM-DD).',
      ids: 'Must be a whole number.',
      parent: 'Must be a whole number.',
    });
    expect(fieldsOfError(() => parseInput(schema, {}))).toMatchObject({ id: 'This field is required.', name: 'This field is required.' });
  });

  it('rejects bodies that are not objects and ignores prototype keys', () => {
    expect(() => normalizeBody([1])).toThrow(ApiError);
    expect(Object.getPrototypeOf(normalizeBody(JSON.parse('{"__proto__": {"x": 1}}')))).toBe(Object.prototype);
  });

  it('builds list params with defaults and an allow-list', () => {
    const list = listSchema({ id: 't.id', name: 't.name' }, { status: v.optional(v.flag()) });
    expect(parseInput(list, {})).toEqual({ page: 1, limit: 20, sort: 'id', order: 'desc' });
    expect(parseInput(list, { page: '2', limit: '100', sort: 'name', order: 'asc', keyword: ' x ', id: '3', status: '0' })).toEqual({
      page: 2, limit: 100, sort: 'name', order: 'asc', keyword: 'x', id: 3, status: 0,
    });
    expect(Object.keys(fieldsOfError(() => parseInput(list, { limit: 101, sort: 'secret', order: 'sideways', page: 0 }))).sort()).toEqual([
      'limit', 'order', 'page', 'sort',
    ]);
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('registers every call once with an object body schema', () => {
    const paths = allCalls.map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const c of allCalls) expect(c.body).toBeInstanceOf(z.ZodObject);
  });
});

describe('messages', () => {
  it('picks the language from Accept-Language', () => {
    expect(pickLanguage(undefined)).toBe('zh');
    expect(pickLanguage('en-US,en;q=0.9')).toBe('en');
    expect(pickLanguage('fr;q=1, es;q=0.8, en;q=0.5')).toBe('es');
    expect(pickLanguage('de')).toBe('zh');
  });

  it('translates exact sentences and filled-in templates', () => {
    expect(translate('Unknown path.', 'es')).toBe('Ruta desconocida.');
    expect(translate('Must be at most 64 characters.', 'zh')).toBe('最多 64 个字符。');
    expect(translate('Something new.', 'zh')).toBe('Something new.');
    expect(translate('Unknown path.', 'en')).toBe('Unknown path.');
  });
});

describe('passwords', () => {
  it('hashes with scrypt at the configured cost and a random salt, and verifies', async () => {
    setPasswordHashCost(12);
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('wrong horse', a)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(needsRehash(a)).toBe(false);
    setPasswordHashCost(13);
    expect(needsRehash(a)).toBe(true);
  });

  it('uses the OWASP parameters (N=2^17, r=8, p=1) unless configured otherwise', async () => {
    expect(loadConfig({}).passwordHashCost).toBe(17);
    expect(loadConfig({ PASSWORD_HASH_COST: '12' }).passwordHashCost).toBe(12);
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'a-long-secret-phrase', PASSWORD_HASH_COST: '16' })).toThrow(/at least 17/);
    setPasswordHashCost(OWASP_SCRYPT_COST);
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    setPasswordHashCost(12);
  });

  it('refuses short, common and account-named passwords', () => {
    expect(passwordProblem('short-pass1', 12)).toBe('Must be at least 12 characters.');
    expect(passwordProblem('Password1234', 12)).toBe('This password is too common; choose another.');
    expect(passwordProblem('admin123', 8)).toBe('This password is too common; choose another.');
    expect(passwordProblem('my-alice-password', 12, 'Alice')).toBe('The password must not contain the account name.');
    expect(passwordProblem('plum-river-stone-42', 12, 'alice')).toBeNull();
    expect(loadConfig({ PASSWORD_MIN_LENGTH: '16' }).passwordMinLength).toBe(16);
    expect(loadConfig({}).passwordMinLength).toBe(12);
  });
});

describe('password verification ceiling', () => {
  it('runs at most loginConcurrency verifications at once and refuses once the queue is full', async () => {
    const limits = { ...loadConfig({}), loginConcurrency: 2 };
    const throttle = new LoginThrottle(undefined as never, limits);
    let running = 0;
    let most = 0;
    const gates: (() => void)[] = [];
    const task = () =>
      new Promise<void>((resolve) => {
        running++;
        most = Math.max(most, running);
        gates.push(() => {
          running--;
          resolve();
        });
      });
    // 2 running and 2 x 8 waiting are accepted; the next is refused at once.
    const accepted = Array.from({ length: 18 }, () => throttle.verify(task));
    await expect(throttle.verify(task)).rejects.toMatchObject({ code: 2029, message: 'The server is busy. Try again in a moment.' });
    for (let i = 0; i < 18; i++) {
      await vi.waitFor(() => expect(gates.length).toBeGreaterThan(0));
      gates.shift()!();
    }
    await Promise.all(accepted);
    expect(most).toBe(2);
    expect(throttle.peak).toBe(2);
  });
});

describe('constraint violations', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('become 2009 naming the column, without SQL text', async () => {
    const now = '2024-01-01 00:00:00';
    const error = await ctx.db
      .insertInto('system_users')
      .values({ account: 'admin', name: 'x', password_hash: 'x', created_at: now, updated_at: now })
      .execute()
      .then(() => null, (e: unknown) => e);
    const mapped = conflictFromDbError(error);
    expect(mapped).toMatchObject({ code: 2009, message: 'The account is already in use.', fields: { account: 'The account is already in use.' } });
    const fk = await ctx.db
      .insertInto('user_roles')
      .values({ user_id: 99999, role_id: 99999 })
      .execute()
      .then(() => null, (e: unknown) => e);
    expect(conflictFromDbError(fk)).toMatchObject({ code: 2009 });
    expect(conflictFromDbError(new Error('other'))).toBeNull();
  });
});
