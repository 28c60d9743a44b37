// The import calls: companies with their first web account, check points with their items, and
// company and government accounts. Each checks what its create call checks, for the whole file.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { recordChanges, type Change } from '../audit/record.js';
import type { DB } from '../db/schema.js';
import { nowText } from '../db/time.js';
import { v } from '../http/validate.js';
import { accountCreateFields, findAccountsNamed, ownerOf, type Owner } from '../records/accounts.js';
import { MAX_CHECK_ITEMS, RADIUS, findCheckPoint, uniqueCode } from './company/check-points.js';
import { companyFields, coordinates, findCompanies } from './company/companies.js';
import { checkUnique, defineImport, hashDistinct, nameIndex, referenceCell, resolveReference, type ReferenceIndex, type RowErrors } from '../imports/checked-import.js';

type Row = Record<string, unknown>;

/** Rows per insert: a few hundred keeps each statement under both databases' parameter limits. */
const CHUNK = 400;

function* chunks<T>(rows: T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += CHUNK) yield rows.slice(start, start + CHUNK);
}

/** Replaces a name-or-id cell by the id it names, or marks the cell. */
function resolveAll(rows: Row[], field: string, index: ReferenceIndex, errors: RowErrors): void {
  rows.forEach((row, i) => {
    const found = resolveReference(row[field] as string | number, index);
    if (typeof found === 'number') row[field] = found;
    else errors.add(i + 1, field, found.message);
  });
}

const accountsTaken = (db: Kysely<DB>) => async (values: string[]) =>
  (await db.selectFrom('accounts').select('account').where('account', 'in', values).execute()).map((r) => r.account);

const hashRows = (rows: { password: string }[], hash: (password: string) => Promise<string>) => hashDistinct(rows.map((r) => r.password), hash);

const companyImport = defineImport({
  path: 'operate/import/companies',
  permission: 'company:create',
  row: z.object({
    ...companyFields,
    city_id: referenceCell,
    government_id: referenceCell,
    lng: v.optional(coordinates.lng),
    lat: v.optional(coordinates.lat),
    account: v.account(),
    password: v.password(),
  }),
  async check(rows, db, errors, auth) {
    resolveAll(rows, 'city_id', await nameIndex(db, 'cities', auth), errors);
    resolveAll(rows, 'government_id', await nameIndex(db, 'governments', auth), errors);
    for (const field of ['name', 'credit_code'] as const) {
      await checkUnique(
        rows,
        field,
        errors,
        async (values) => (await db.selectFrom('companies').select(field).where(field, 'in', values).execute()).map((r) => r[field]),
        field === 'name' ? 'The name is already in use.' : 'The credit code is already in use.',
      );
    }
    await checkUnique(rows, 'account', errors, accountsTaken(db), 'The account is already in use.');
    return rows;
  },
  prepare: hashRows,
  async write(rows, trx, ctx, hashes) {
    const changes: Change[] = [];
    for (const chunk of chunks(rows)) {
      const now = nowText();
      await trx
        .insertInto('companies')
        .values(chunk.map(({ account: _a, password: _p, ...f }) => ({ ...f, city_id: Number(f.city_id), government_id: Number(f.government_id), lng: f.lng ?? null, lat: f.lat ?? null, created_at: now, updated_at: now })))
        .execute();
      // Names are unique: they find the new ids whatever order the database inserted in.
      const ids = new Map((await trx.selectFrom('companies').select(['id', 'name']).where('name', 'in', chunk.map((r) => r.name)).execute()).map((c) => [c.name, c.id]));
      await trx
        .insertInto('accounts')
        .values(chunk.map((r) => ({ company_id: ids.get(r.name)!, government_id: null, type: 'web' as const, account: r.account, password_hash: hashes.get(r.password)!, name: r.contact, phone: r.phone, created_at: now, updated_at: now })))
        .execute();
      const created = new Map((await findCompanies(trx, [...ids.values()])).map((c) => [c.id, c]));
      for (const r of chunk) {
        const company = created.get(ids.get(r.name)!)!;
        // As create-account records it: the company, with the account it was opened with.
        changes.push({ action: 'create', resource: 'company', recordId: company.id, name: company.name, after: { ...company, account: r.account }, secrets: ['password'] });
      }
    }
    await recordChanges(trx, ctx, changes);
  },
});

/** Item names in one cell, one a line (or separated by semicolons). */
const itemsCell = z.preprocess(
  (x) => (x === undefined || x === null ? [] : String(x).split(/[\n;；]/).map((s) => s.trim()).filter(Boolean)),
  z.array(v.text(64)).max(MAX_CHECK_ITEMS, `Must have at most ${MAX_CHECK_ITEMS} items.`),
);

const checkPointImport = defineImport({
  path: 'operate/import/check-points',
  permission: 'check:create',
  row: z.object({
    company_id: referenceCell,
    name: v.text(64),
    lng: v.optional(v.number({ min: -180, max: 180 })),
    lat: v.optional(v.number({ min: -90, max: 90 })),
    radius: v.optional(v.int({ min: RADIUS.min, max: RADIUS.max })),
    items: itemsCell,
  }),
  async check(rows, db, errors, auth) {
    resolveAll(rows, 'company_id', await nameIndex(db, 'companies', auth), errors);
    return rows;
  },
  async write(rows, trx, ctx) {
    // Row by row: each point draws a code that must be unused.
    const changes: Change[] = [];
    for (const { company_id, name, lng, lat, radius = RADIUS.default, items } of rows) {
      const companyId = Number(company_id);
      const { id } = await trx
        .insertInto('check_points')
        .values({ company_id: companyId, name, code: await uniqueCode(trx, companyId), lng: lng ?? null, lat: lat ?? null, radius, created_at: nowText() })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (items.length > 0) {
        await trx
          .insertInto('check_items')
          .values(items.map((item, i) => ({ check_point_id: id, name: item, standard: '', sort: i + 1 })))
          .execute();
      }
      const created = (await findCheckPoint(trx, id))!;
      changes.push({ action: 'create', resource: 'check_point', recordId: id, name, after: { ...created, items } });
    }
    await recordChanges(trx, ctx, changes);
  },
});

function accountImport(owner: Owner) {
  const ownerField = owner === 'company' ? 'company_id' : 'government_id';
  return defineImport({
    path: `operate/import/${owner}-accounts`,
    permission: 'account:create',
    row: z.object({ [ownerField]: referenceCell, ...accountCreateFields }),
    async check(rows, db, errors, auth) {
      resolveAll(rows, ownerField, await nameIndex(db, owner === 'company' ? 'companies' : 'governments', auth), errors);
      await checkUnique(rows, 'account', errors, accountsTaken(db), 'The account is already in use.');
      return rows;
    },
    prepare: hashRows,
    async write(rows, trx, ctx, hashes) {
      const changes: Change[] = [];
      for (const chunk of chunks(rows)) {
        const now = nowText();
        await trx
          .insertInto('accounts')
          .values(
            chunk.map((row) => {
              const ownerId = Number((row as Row)[ownerField]);
              return {
                company_id: owner === 'company' ? ownerId : null,
                government_id: owner === 'government' ? ownerId : null,
                type: row.type,
                account: row.account,
                password_hash: hashes.get(row.password)!,
                name: row.name,
                phone: row.phone ?? null,
                created_at: now,
                updated_at: now,
              };
            }),
          )
          .execute();
        const created = new Map((await findAccountsNamed(trx, owner, chunk.map((r) => r.account))).map((a) => [a.account, a]));
        for (const { account } of chunk) {
          const record = created.get(account)!;
          changes.push({ action: 'create', resource: 'account', recordId: record.id, name: account, after: record, secrets: ['password'], within: ownerOf(owner, record) });
        }
      }
      await recordChanges(trx, ctx, changes);
    },
  });
}

export const importCalls = [companyImport, checkPointImport, accountImport('company'), accountImport('government')];
