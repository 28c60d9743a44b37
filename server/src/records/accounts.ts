// Company and government accounts share one table and one record shape (Account in
// docs/API.md); only the owner differs. The government calls use this module and the
// company calls can too.
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { endAppSessions } from '../app/session.js';
import { recordChange } from '../audit/record.js';
import type { AccountType, DB } from '../db/schema.js';
import type { CallContext } from '../http/call.js';
import { nowText } from '../db/time.js';
import { conflict, invalidField, notFound } from '../http/errors.js';
import { countRows, listFilters, listResult, listSchema, pageAndSort, type ListParams, type SortMap } from '../http/list.js';
import { v } from '../http/validate.js';
import { currentFor, nextVersion, versionField } from '../http/versions.js';
import { hashPassword } from '../security/password.js';
import type { Auth } from '../http/auth.js';
import { requireInside, requireInsideField, withinJurisdiction } from '../security/jurisdiction.js';

export type Owner = 'company' | 'government';

export interface AccountRecord {
  id: number;
  owner_id: number;
  owner_name: string;
  type: AccountType;
  account: string;
  name: string;
  phone: string | null;
  status: number;
  created_at: string;
  version: number;
}

const OWNER_COLUMN = { company: 'a.company_id', government: 'a.government_id' } as const;
const OWNER_FIELD = { company: 'company_id', government: 'government_id' } as const;

export const ACCOUNT_SORTS: SortMap = {
  id: 'a.id',
  account: 'a.account',
  name: 'a.name',
  status: 'a.status',
  created_at: 'a.created_at',
};

/** List params plus the filters every account list takes. */
export function accountListSchema<S extends z.ZodRawShape>(ownerFilters: S) {
  return listSchema(ACCOUNT_SORTS, {
    ...ownerFilters,
    type: v.optional(v.oneOf(['web', 'app'])),
    status: v.optional(v.flag()),
  });
}

export const accountCreateFields = {
  type: v.oneOf(['web', 'app']),
  account: v.account(),
  password: v.password(),
  name: v.text(32),
  phone: v.optional(v.phone()),
};

export const accountUpdateSchema = z.object({
  id: v.id(),
  name: v.optional(v.text(32)),
  phone: v.nullable(v.phone()),
  password: v.optional(v.password()),
  status: v.optional(v.flag()),
  ...versionField,
});

export const accountDeleteSchema = z.object({ id: v.id(), ...versionField });

function selectAccounts(db: Kysely<DB>, owner: Owner) {
  return db.selectFrom('accounts as a').where(OWNER_COLUMN[owner], 'is not', null);
}

/** The owner joins come last, so that counting a list reads the accounts alone. */
function withAccountColumns(query: ReturnType<typeof selectAccounts>) {
  return query
    .leftJoin('companies as c', 'c.id', 'a.company_id')
    .leftJoin('governments as g', 'g.id', 'a.government_id')
    .select([
      'a.id',
      sql<number>`coalesce(a.company_id, a.government_id)`.as('owner_id'),
      sql<string>`coalesce(c.name, g.name)`.as('owner_name'),
      'a.type',
      'a.account',
      'a.name',
      'a.phone',
      'a.status',
      'a.created_at',
      'a.version',
    ]);
}

/** What an account's audit entry belongs to: its owner (audit/record.ts). */
export const ownerOf = (owner: Owner, account: AccountRecord) => (owner === 'company' ? { company: account.owner_id } : { government: account.owner_id });

export async function findAccount(db: Kysely<DB>, owner: Owner, id: number): Promise<AccountRecord | undefined> {
  return withAccountColumns(selectAccounts(db, owner)).where('a.id', '=', id).executeTakeFirst();
}

/** Account records by login name, many at once (imports). */
export function findAccountsNamed(db: Kysely<DB>, owner: Owner, accounts: string[]): Promise<AccountRecord[]> {
  return withAccountColumns(selectAccounts(db, owner)).where('a.account', 'in', accounts).execute();
}

export interface AccountFilters {
  ownerId?: number | undefined;
  type?: AccountType | undefined;
  status?: 0 | 1 | undefined;
}

export async function listAccounts(db: Kysely<DB>, auth: Auth, owner: Owner, q: ListParams, filters: AccountFilters) {
  let query = selectAccounts(db, owner).$call(withinJurisdiction(auth, owner === 'company' ? 'companies' : 'governments', OWNER_COLUMN[owner])).$call(listFilters(q, { id: 'a.id', keyword: ['a.account', 'a.name', 'a.phone'] }));
  if (filters.ownerId !== undefined) query = query.where(OWNER_COLUMN[owner], '=', filters.ownerId);
  if (filters.type !== undefined) query = query.where('a.type', '=', filters.type);
  if (filters.status !== undefined) query = query.where('a.status', '=', filters.status);
  const total = await countRows(query);
  const list = await withAccountColumns(query).$call(pageAndSort(q, ACCOUNT_SORTS)).execute();
  return listResult(list, total, q);
}

async function assertAccountFree(db: Kysely<DB>, account: string, exceptId?: number): Promise<void> {
  let query = db.selectFrom('accounts').select('id').where('account', '=', account);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) {
    throw conflict('The account is already in use.', { account: 'The account is already in use.' });
  }
}

async function assertOwnerExists(db: Kysely<DB>, owner: Owner, ownerId: number): Promise<void> {
  const found =
    owner === 'company'
      ? await db.selectFrom('companies').select('id').where('id', '=', ownerId).executeTakeFirst()
      : await db.selectFrom('governments').select('id').where('id', '=', ownerId).executeTakeFirst();
  if (!found) {
    throw invalidField(OWNER_FIELD[owner], owner === 'company' ? 'The company does not exist.' : 'The government does not exist.');
  }
}

export interface NewAccount {
  ownerId: number;
  type: AccountType;
  account: string;
  password: string;
  name: string;
  phone?: string | undefined;
}

/** Inserts an account; pass a transaction when it is part of a larger write. */
export async function insertAccount(db: Kysely<DB>, owner: Owner, input: NewAccount, passwordHash?: string): Promise<AccountRecord> {
  await assertOwnerExists(db, owner, input.ownerId);
  await assertAccountFree(db, input.account);
  const now = nowText();
  const row = await db
    .insertInto('accounts')
    .values({
      company_id: owner === 'company' ? input.ownerId : null,
      government_id: owner === 'government' ? input.ownerId : null,
      type: input.type,
      account: input.account,
      password_hash: passwordHash ?? (await hashPassword(input.password)),
      name: input.name,
      phone: input.phone ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (await findAccount(db, owner, row.id))!;
}

export async function createAccount(ctx: CallContext, owner: Owner, input: NewAccount): Promise<AccountRecord> {
  // Hash outside the transaction: scrypt is slow and SQLite has one writer.
  const hash = await hashPassword(input.password);
  return ctx.db.transaction().execute(async (trx) => {
    await assertOwnerExists(trx, owner, input.ownerId);
    await requireInsideField(trx, ctx.auth, owner === 'company' ? 'companies' : 'governments', input.ownerId, OWNER_FIELD[owner]);
    const created = await insertAccount(trx, owner, input, hash);
    await recordChange(trx, ctx, { action: 'create', resource: 'account', recordId: created.id, name: created.account, after: created, secrets: ['password'], within: ownerOf(owner, created) });
    return created;
  });
}

export async function updateAccount(ctx: CallContext, owner: Owner, input: z.output<typeof accountUpdateSchema>): Promise<AccountRecord> {
  const hash = input.password === undefined ? undefined : await hashPassword(input.password);
  return ctx.db.transaction().execute(async (trx) => {
    const current = await currentFor(trx, ctx.dialect, { table: 'accounts', id: input.id, version: input.version }, () => findAccount(trx, owner, input.id));
    if (!current) throw notFound('The account does not exist.');
    await requireInside(trx, ctx.auth, 'accounts', input.id, 'The account does not exist.');
    await trx
      .updateTable('accounts')
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(hash !== undefined ? { password_hash: hash } : {}),
        updated_at: nowText(),
        version: nextVersion,
      })
      .where('id', '=', input.id)
      .execute();
    // A disabled account, or one whose password was reset, is signed out of the field app everywhere.
    if (input.status === 0 || hash !== undefined) await endAppSessions(trx, input.id);
    const updated = (await findAccount(trx, owner, input.id))!;
    await recordChange(trx, ctx, {
      action: 'update',
      resource: 'account',
      recordId: input.id,
      name: updated.account,
      before: current,
      after: updated,
      secrets: hash === undefined ? [] : ['password'],
      within: ownerOf(owner, updated),
    });
    return updated;
  });
}

export async function deleteAccount(ctx: CallContext, owner: Owner, { id, version }: z.output<typeof accountDeleteSchema>): Promise<{ id: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    const current = await currentFor(trx, ctx.dialect, { table: 'accounts', id, version }, () => findAccount(trx, owner, id));
    if (!current) throw notFound('The account does not exist.');
    await requireInside(trx, ctx.auth, 'accounts', id, 'The account does not exist.');
    await trx.deleteFrom('accounts').where('id', '=', id).execute();
    await recordChange(trx, ctx, { action: 'delete', resource: 'account', recordId: id, name: current.account, before: current, within: ownerOf(owner, current) });
    return { id };
  });
}
