// operate/audit/restore (docs/API.md, "Restoring a deleted record"): a deleted record is made
// again from its delete entry, which holds every field it had (secrets aside). It keeps its id
// when no record took it meanwhile, else gets a new one; the restore is itself audited. A role or
// a user is held to the rules of the call that would make it (update-role, register): nobody
// restores what they could not grant, nor without the password check those calls ask.
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema.js';
import { nowText } from '../db/time.js';
import { requirePermission } from '../http/auth.js';
import { id } from '../http/answers/shapes.js';
import { defineCall, type CallContext } from '../http/call.js';
import { conflict, invalidField, notFound } from '../http/errors.js';
import { withinJurisdiction } from '../security/jurisdiction.js';
import { v } from '../http/validate.js';
import { entityNames, hasColumn, liveFields, type EntityDefinition } from '../entities/language/document.js';
import { itemFields, writeItems, type ItemRow } from '../entities/records/items.js';
import { splitLinks, writeLinks } from '../entities/records/links.js';
import { holdFiles, storedFileValues } from '../files/records.js';
import { assertCanGrantPermissions, assertCanGrantRoles } from '../records/access.js';
import { hashPassword } from '../security/password.js';
import { requireRecentAuth } from '../security/reauth.js';
import { recordChange, type AuditResource, type FieldChange } from './record.js';

type Fields = Record<string, unknown>;

const FOREIGN_KEY = new Set(['SQLITE_CONSTRAINT_FOREIGNKEY', '23503']);

interface Restorer {
  /** Kysely types the built-in tables; a defined entity's is named at run time (cast where queried). */
  table: string;
  /** Who may restore: the permission that creates such a record. */
  permission: string;
  /** The columns of the record as written, from the entry's fields. */
  row(before: Fields, entry: { call: string }): Promise<Fields>;
  /** Refuses what the call making such a record would refuse the caller (its grants, its password check). */
  authorize?(trx: Kysely<DB>, ctx: CallContext, before: Fields): Promise<void>;
  /** Parts kept beside the row (a role's permissions, a user's roles, a check point's items). */
  parts?(trx: Kysely<DB>, id: number, before: Fields): Promise<void>;
  /** The record's title in the new entry. */
  title: string;
  /** Columns no other record may share: a restore that would is refused, naming the field. */
  unique: string[];
  /** The table keeps when a record was last written as well as when it was made. */
  updatedAt: boolean;
}

/** The names an entry kept in a list field (a role's permissions, a user's roles). */
const namesIn = (value: unknown): string[] => (Array.isArray(value) ? (value as string[]) : []);

/** The permissions of the entry that still exist (a role keeps those only). */
async function permissionsNamed(db: Kysely<DB>, before: Fields): Promise<number[]> {
  const names = namesIn(before.permissions);
  if (names.length === 0) return [];
  return (await db.selectFrom('permissions').select('id').where('name', 'in', names).execute()).map((p) => p.id);
}

/** The roles of the entry that still exist (a user gets those only). */
async function rolesNamed(db: Kysely<DB>, before: Fields): Promise<{ id: number; name: string }[]> {
  const names = namesIn(before.roles);
  if (names.length === 0) return [];
  return db.selectFrom('roles').select(['id', 'name']).where('name', 'in', names).execute();
}

const pick = (before: Fields, columns: string[]) => Object.fromEntries(columns.filter((c) => c in before).map((c) => [c, before[c]]));
/** A password nobody knows: a restored account signs in only after someone sets one. */
const noPassword = async () => hashPassword(randomBytes(24).toString('base64'));

/** A defined entity's records restore from their definition: its table, fields and rules. */
function entityRestorer(entity: EntityDefinition): Restorer {
  const names = entityNames(entity);
  const fields = liveFields(entity);
  return {
    table: names.table,
    permission: `${names.permission}:create`,
    title: entity.recordTitle,
    updatedAt: true,
    unique: fields.filter((f) => f.unique).map((f) => f.name),
    // Its own columns (its code and who created it kept); after it, its rows of items, the
    // records it pointed at, and the files it held (theirs again, under whatever id it gets back).
    row: async (b) => storedFileValues(entity, pick(b, fields.filter(hasColumn).map((f) => f.name))),
    async parts(trx, id, b) {
      const lists = Object.fromEntries(itemFields(entity).filter((f) => Array.isArray(b[f.name])).map((f) => [f.name, (b[f.name] as ItemRow[]).map(({ id: _id, ...row }) => row)]));
      await writeItems(trx, entity, id, lists);
      await writeLinks(trx, entity, id, splitLinks(entity, b).links);
      await holdFiles(trx, entity, id, pick(b, fields.filter(hasColumn).map((f) => f.name)));
    },
  };
}

const RESTORERS: Partial<Record<AuditResource, Restorer>> = {
  check_point: {
    table: 'check_points',
    permission: 'check:create',
    title: 'name',
    updatedAt: false,
    unique: ['code'],
    row: async (b) => pick(b, ['company_id', 'name', 'code', 'lng', 'lat', 'radius']),
    async parts(trx, id, b) {
      const items = Array.isArray(b.items) ? (b.items as { name: string; standard: string }[]) : [];
      if (items.length > 0) await trx.insertInto('check_items').values(items.map((item, i) => ({ check_point_id: id, name: item.name, standard: item.standard ?? '', sort: i + 1 }))).execute();
      await trx.updateTable('check_points').set({ items_count: items.length }).where('id', '=', id).execute();
    },
  },
  account: {
    table: 'accounts',
    permission: 'account:create',
    title: 'account',
    updatedAt: true,
    unique: ['account'],
    // The owner's kind is in the call that deleted it.
    row: async (b, entry) => ({
      ...pick(b, ['type', 'account', 'name', 'phone']),
      company_id: entry.call.startsWith('operate/company/') ? b.owner_id : null,
      government_id: entry.call.startsWith('operate/government/') ? b.owner_id : null,
      status: 0,
      password_hash: await noPassword(),
    }),
  },
  role: {
    table: 'roles',
    permission: 'role:update',
    title: 'title',
    updatedAt: false,
    unique: ['name'],
    row: async (b) => pick(b, ['name', 'title']),
    // As update-role making a role with these permissions.
    async authorize(trx, ctx, b) {
      if (namesIn(b.permissions).length > 0) requireRecentAuth(ctx);
      await assertCanGrantPermissions(trx, ctx.auth, await permissionsNamed(trx, b));
    },
    async parts(trx, id, b) {
      const found = await permissionsNamed(trx, b);
      if (found.length > 0) await trx.insertInto('role_permissions').values(found.map((permission_id) => ({ role_id: id, permission_id }))).execute();
    },
  },
  system_user: {
    table: 'system_users',
    permission: 'user:create',
    title: 'account',
    updatedAt: true,
    unique: ['account'],
    row: async (b) => ({ ...pick(b, ['account', 'name']), status: 0, password_hash: await noPassword() }),
    // As register making a user with these roles.
    async authorize(trx, ctx, b) {
      if (namesIn(b.roles).length > 0) requireRecentAuth(ctx);
      await assertCanGrantRoles(trx, ctx.auth, await rolesNamed(trx, b));
    },
    async parts(trx, id, b) {
      const found = await rolesNamed(trx, b);
      if (found.length > 0) await trx.insertInto('user_roles').values(found.map((r) => ({ user_id: id, role_id: r.id }))).execute();
    },
  },
};

/** The record as its delete entry kept it: every field's value before (`from`). */
function fieldsBefore(changes: string): Fields {
  return Object.fromEntries((JSON.parse(changes) as FieldChange[]).filter((c) => !c.secret).map((c) => [c.field, c.from ?? null]));
}

async function restore(ctx: CallContext, entryId: number) {
  const entry = await ctx.db
    .selectFrom('audit_log')
    .select(['id', 'action', 'resource', 'record_id', 'record_name', 'call', 'changes'])
    .where('id', '=', entryId)
    .$call(withinJurisdiction(ctx.auth, 'governments', 'government_id'))
    .executeTakeFirst();
  if (!entry) throw notFound('The audit entry does not exist.');
  await ctx.entities.ready();
  const entity = ctx.entities.byAudit(entry.resource);
  const restorer = entity ? entityRestorer(entity) : RESTORERS[entry.resource as AuditResource];
  if (entry.action !== 'delete' || !restorer) throw invalidField('id', 'Only a deleted record can be restored.');
  requirePermission(ctx.auth, restorer.permission);
  const before = fieldsBefore(entry.changes);
  const row = await restorer.row(before, entry);
  return ctx.db.transaction().execute(async (trx) => {
    await restorer.authorize?.(trx, ctx, before);
    // A record restored once already (or made again by hand) holds these values.
    for (const column of restorer.unique) {
      const same = await trx.selectFrom(restorer.table as 'governments').select('id').where(column as 'id', '=', row[column] as never).executeTakeFirst();
      if (same) throw conflict(`The ${column} is already in use.`, { [column]: `The ${column} is already in use.` });
    }
    const taken = entry.record_id === null || (await trx.selectFrom(restorer.table as 'governments').select('id').where('id', '=', entry.record_id).executeTakeFirst()) !== undefined;
    const now = nowText();
    const values = { ...row, ...(taken ? {} : { id: entry.record_id! }), created_at: now, ...(restorer.updatedAt ? { updated_at: now } : {}) };
    const inserted = await trx
      .insertInto(restorer.table as 'governments')
      .values(values as never)
      .returning('id')
      .executeTakeFirstOrThrow()
      .catch((error: unknown) => {
        if (FOREIGN_KEY.has((error as { code?: string }).code ?? '')) throw conflict('The record cannot be restored: a record it belonged to is gone.');
        throw error;
      });
    if (!taken && ctx.dialect === 'postgres') await syncSequence(trx, restorer.table);
    await restorer.parts?.(trx, inserted.id, before);
    const name = String(row[restorer.title] ?? entry.record_name);
    const { password_hash: secret, ...after } = row;
    await recordChange(trx, ctx, { action: 'create', resource: entry.resource as AuditResource, recordId: inserted.id, name, after: { ...after, restored_from: entry.id }, secrets: secret ? ['password'] : [] });
    return { resource: entry.resource, id: inserted.id, same_id: !taken };
  });
}

/** PostgreSQL hands out ids from a sequence: one inserted by hand must not be handed out again. */
async function syncSequence(trx: Kysely<DB>, table: string): Promise<void> {
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.table(table)}), 1))`.execute(trx);
}

export const restoreCall = defineCall({
  path: 'operate/audit/restore',
  permission: 'login-only',
  answer: z.strictObject({ resource: z.string(), id: id(), same_id: z.boolean() }),
  body: z.object({ id: v.id() }),
  handler: ({ id }, ctx) => restore(ctx, id),
});
