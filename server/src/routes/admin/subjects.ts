// What the admin/* calls share beyond day ranges: the check that their subject company exists
// (2005 otherwise), and counts read as numbers on both databases.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';

export async function requireCompany(db: Kysely<DB>, id: number): Promise<void> {
  const found = await db.selectFrom('companies').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw notFound('The company does not exist.');
}

/** SQLite answers counts as numbers, PostgreSQL sums as text: always a number. */
export const toCount = (value: unknown): number => Number(value ?? 0);
