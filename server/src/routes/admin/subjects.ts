// What the admin/* calls share beyond day ranges: the check that their subject company exists
// (2005 otherwise, or outside the caller's jurisdiction), and counts read as numbers on both databases.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Auth } from '../../http/auth.js';
import { notFound } from '../../http/errors.js';
import { withinJurisdiction } from '../../security/jurisdiction.js';

/** The company exists and is inside the caller's jurisdiction. */
export async function requireCompany(db: Kysely<DB>, auth: Auth, id: number): Promise<void> {
  const found = await db.selectFrom('companies').select('id').where('id', '=', id).$call(withinJurisdiction(auth, 'governments', 'government_id')).executeTakeFirst();
  if (!found) throw notFound('The company does not exist.');
}

/** SQLite answers counts as numbers, PostgreSQL sums as text: always a number. */
export const toCount = (value: unknown): number => Number(value ?? 0);
