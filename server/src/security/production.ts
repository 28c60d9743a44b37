// What keeps a production start from going ahead: a credential anybody can read in this
// repository still opening the database (the default admin password, the demo users' or the
// demo company and government accounts' password).
import type { Kysely } from 'kysely';
import { DEFAULT_ADMIN_PASSWORD } from '../config.js';
import { ADMIN_ACCOUNT } from '../db/permission-tree.js';
import type { DB } from '../db/schema.js';
import { DEMO_ACCOUNT_PASSWORD, DEMO_USERS } from '../seed/index.js';
import { verifyPassword } from './password.js';

async function systemUserHasPassword(db: Kysely<DB>, account: string, password: string): Promise<boolean> {
  const user = await db.selectFrom('system_users').select('password_hash').where('account', '=', account).executeTakeFirst();
  return user !== undefined && (await verifyPassword(password, user.password_hash));
}

/** Why production must not start on this database, or null. */
export async function publishedCredentialProblem(db: Kysely<DB>): Promise<string | null> {
  if (await systemUserHasPassword(db, ADMIN_ACCOUNT, DEFAULT_ADMIN_PASSWORD)) {
    return 'the admin user of this database still has the default password.';
  }
  for (const user of DEMO_USERS) {
    if (await systemUserHasPassword(db, user.account, user.password)) {
      return `the demo user "${user.account}" is present with its demo password; remove demo data or use a new database.`;
    }
  }
  // The demo seeds every company and government account with one shared hash.
  const shared = await db
    .selectFrom('accounts')
    .select(['password_hash', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('password_hash')
    .orderBy('n', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (shared && (await verifyPassword(DEMO_ACCOUNT_PASSWORD, shared.password_hash))) {
    return 'demo company or government accounts are present with the demo password; remove demo data or use a new database.';
  }
  return null;
}
