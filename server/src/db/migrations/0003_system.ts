// System users, roles, permissions and login tokens.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../index.js';
import { addIndex, createTable, dropTables } from './helpers.js';

export function system(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createTable(db, dialect, 'system_users')
        .addColumn('account', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('introduction', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await addIndex(db, 'system_users', ['name']);
      await addIndex(db, 'system_users', ['created_at']);

      await createTable(db, dialect, 'roles')
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await createTable(db, dialect, 'permissions')
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('parent_id', 'integer', (c) => c.references('permissions.id'))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await addIndex(db, 'permissions', ['parent_id', 'sort']);

      // Grants and memberships belong to their role / user and go with them.
      await db.schema
        .createTable('role_permissions')
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
        .addColumn('permission_id', 'integer', (c) => c.notNull().references('permissions.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_id'])
        .execute();
      await addIndex(db, 'role_permissions', ['permission_id']);

      await db.schema
        .createTable('user_roles')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('system_users.id').onDelete('cascade'))
        .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
        .execute();
      await addIndex(db, 'user_roles', ['role_id']);

      await createTable(db, dialect, 'tokens')
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('system_users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await addIndex(db, 'tokens', ['user_id']);
      await addIndex(db, 'tokens', ['expires_at']);
    },
    async down(db: Kysely<unknown>) {
      await dropTables(db, ['tokens', 'user_roles', 'role_permissions', 'permissions', 'roles', 'system_users']);
    },
  };
}
