// Security, second round: what a session knows of itself (address, browser, last use, last
// password check), passwords set by someone else, second factors, one-time tickets and the
// lock that keeps one import per user.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../index.js';
import { addIndex, createTable } from './helpers.js';

export function secondFactorAndSessions(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('tokens').addColumn('ip', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('tokens').addColumn('user_agent', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('tokens').addColumn('last_used_at', 'text').execute();
      await db.schema.alterTable('tokens').addColumn('reauth_at', 'text').execute();
      await db.schema.alterTable('system_users').addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('system_users').addColumn('password_changed_at', 'text').execute();
      // The secret is encrypted with MFA_KEY when set (security/totp-store.ts).
      await db.schema
        .createTable('user_mfa')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('system_users.id').onDelete('cascade'))
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('confirmed_at', 'text')
        // The last 30-second step a code was accepted for: no code of it or before is taken again.
        .addColumn('last_step', 'bigint', (c) => c.notNull().defaultTo(0))
        // JSON list of sha256 hashes of the unused recovery codes.
        .addColumn('recovery_codes', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await createTable(db, dialect, 'auth_tickets')
        .addColumn('ticket_hash', 'text', (c) => c.notNull().unique())
        // `login`: a login waiting for its next step; `handover`: a ticket for /auth-redirect.
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('system_users.id').onDelete('cascade'))
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
      await addIndex(db, 'auth_tickets', ['expires_at']);
      await db.schema
        .createTable('import_runs')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('system_users.id').onDelete('cascade'))
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['import_runs', 'auth_tickets', 'user_mfa']) await db.schema.dropTable(table).ifExists().execute();
      for (const column of ['must_change_password', 'password_changed_at']) await db.schema.alterTable('system_users').dropColumn(column).execute();
      for (const column of ['ip', 'user_agent', 'last_used_at', 'reauth_at']) await db.schema.alterTable('tokens').dropColumn(column).execute();
    },
  };
}
