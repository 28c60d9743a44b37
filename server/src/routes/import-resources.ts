// The import calls: companies with their first web account, check points with their items, and
// company and government accounts. Each checks what its create call checks, for the whole file.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { recordChange } from '../audit/record.js';
import type { DB } from '../db/schema.js';
import { nowText } from '../db/time.js';
import { v } from '../http/validate.js';
import { hashPassword } from '../security/password.js';
import { accountCreateFields, findAccount, type Owner } from './accounts.js';
import { MAX_CHECK_ITEMS, findCheckPoint, uniqueCode } from './company-codes.js';
import { companyFields, coordinates, findCompany } from './company.js';
import { checkUnique, defineImport, hashDistinct, nameIndex, referenceCell, resolveReference, type RowErrors } from './import.js';

type Row = Record<string, unknown>;

/** Replaces a name-or-id cell by the id it names, or marks the cell. */
function resolveAll(rows: Row[], field: string, index: Awaited<ReturnType<typeof nameIndex>>, errors: RowErrors): void {
  rows.forEach((row, i) => {
    const found = resolveReference(row[field] as string | number, index.byName, index.ids);
    if (typeof found === 'number') row[field] = found;
    else errors.add(i + 1, field, found.message);
  });
}

const accountsTaken = (db: Kysely<DB>) => async (values: string[]) =>
  (await db.selectFrom('accounts').select('account').where('account', 'in', values).execute()).map((r) => r.account);

const hashRows = (rows: { password: string }[]) => hashDistinct(rows.map((r) => r.password), hashPassword);

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
  async check(rows, db, errors) {
    resolveAll(rows, 'city_id', await nameIndex(db, 'cities'), errors);
    resolveAll(rows, 'government_id', await nameIndex(db, 'governments'), errors);
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
    for (const { account, password, ...fields } of rows) {
      const now = nowText();
      const company = { ...fields, city_id: Number(fields.city_id), government_id: Number(fields.government_id), lng: fields.lng ?? null, lat: fields.lat ?? null };
      const { id } = await trx.insertInto('companies').values({ ...company, created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
      await trx
        .insertInto('accounts')
        .values({ company_id: id, government_id: null, type: 'web', account, password_hash: hashes.get(password)!, name: fields.contact, phone: fields.phone, created_at: now, updated_at: now })
        .execute();
      const created = (await findCompany(trx, id))!;
      await recordChange(trx, ctx, { action: 'create', resource: 'company', recordId: id, name: created.name, after: { ...created, account }, secrets: ['password'] });
    }
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
    items: itemsCell,
  }),
  async check(rows, db, errors) {
    resolveAll(rows, 'company_id', await nameIndex(db, 'companies'), errors);
    return rows;
  },
  async write(rows, trx, ctx) {
    for (const { company_id, name, lng, lat, items } of rows) {
      const companyId = Number(company_id);
      const { id } = await trx
        .insertInto('check_points')
        .values({ company_id: companyId, name, code: await uniqueCode(trx, companyId), lng: lng ?? null, lat: lat ?? null, created_at: nowText() })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (items.length > 0) {
        await trx
          .insertInto('check_items')
          .values(items.map((item, i) => ({ check_point_id: id, name: item, standard: '', sort: i + 1 })))
          .execute();
      }
      const created = (await findCheckPoint(trx, id))!;
      await recordChange(trx, ctx, { action: 'create', resource: 'check_point', recordId: id, name, after: { ...created, items } });
    }
  },
});

function accountImport(owner: Owner) {
  const ownerField = owner === 'company' ? 'company_id' : 'government_id';
  return defineImport({
    path: `operate/import/${owner}-accounts`,
    permission: 'account:create',
    row: z.object({ [ownerField]: referenceCell, ...accountCreateFields }),
    async check(rows, db, errors) {
      resolveAll(rows, ownerField, await nameIndex(db, owner === 'company' ? 'companies' : 'governments'), errors);
      await checkUnique(rows, 'account', errors, accountsTaken(db), 'The account is already in use.');
      return rows;
    },
    prepare: hashRows,
    async write(rows, trx, ctx, hashes) {
      for (const row of rows) {
        const now = nowText();
        const ownerId = Number((row as Row)[ownerField]);
        const { id } = await trx
          .insertInto('accounts')
          .values({
            company_id: owner === 'company' ? ownerId : null,
            government_id: owner === 'government' ? ownerId : null,
            type: row.type,
            account: row.account,
            password_hash: hashes.get(row.password)!,
            name: row.name,
            phone: row.phone ?? null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const created = (await findAccount(trx, owner, id))!;
        await recordChange(trx, ctx, { action: 'create', resource: 'account', recordId: id, name: created.account, after: created, secrets: ['password'] });
      }
    },
  });
}

export const importCalls = [companyImport, checkPointImport, accountImport('company'), accountImport('government')];
