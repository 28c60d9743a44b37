// Lists read by jurisdiction (security/jurisdiction.ts) off indexes leading with the government body:
// - each inspection carries the body of its company, so that a province's warnings are counted
//   off (status, government_id, created_at) instead of one probe per company of the province.
//   Triggers keep it the company's whoever writes (the API, the field app, the seeder): an
//   inspection takes its company's body when written, and a company moved to another body takes
//   its inspections with it;
// - companies by (government_id, name): a jurisdiction's companies in name order are read off
//   the index and sorted there, not looked up row by row (a province's tens of thousands);
// - each entity's own table versioned (entities/table-version.ts; tables made from now on are
//   versioned when made), so that a jurisdiction's totals of its records are kept until it changes.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../index.js';
import { entityNames, type EntityDefinition } from '../../entities/language/document.js';
import { unversionTable, versionTable } from '../../entities/table-version.js';
import { addIndex } from './helpers.js';

const exec = (db: Kysely<unknown>, text: string) => sql.raw(text).execute(db);

/** The tables entity definitions made (not the built-in ones they adopt) that are there. */
async function entityTables(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ document: string }>`select document from entity_definitions`.execute(db);
  const present = new Set((await db.introspection.getTables()).map((t) => t.name));
  return rows.map((r) => JSON.parse(r.document) as EntityDefinition).flatMap((d) => (d.builtIn ? [] : [entityNames(d).table])).filter((table) => present.has(table));
}

const OWN_BODY = '(select government_id from companies where id = new.company_id)';

export function jurisdictionReads(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('inspections').addColumn('government_id', 'integer').execute();
      await exec(db, `update inspections set government_id = (select c.government_id from companies c where c.id = inspections.company_id)`);
      await addIndex(db, 'inspections', ['status', 'government_id', 'created_at']);
      await addIndex(db, 'companies', ['government_id', 'name']);
      for (const table of await entityTables(db)) await versionTable(db, dialect, table);
      if (dialect === 'postgres') {
        await exec(
          db,
          `create function inspections_own_government() returns trigger language plpgsql as $$
          begin
            new.government_id := ${OWN_BODY};
            return new;
          end $$`,
        );
        await exec(db, 'create trigger inspections_own_government before insert or update of company_id on inspections for each row execute function inspections_own_government()');
        await exec(
          db,
          `create function companies_move_inspections() returns trigger language plpgsql as $$
          begin
            update inspections set government_id = new.government_id where company_id = new.id;
            return null;
          end $$`,
        );
        await exec(
          db,
          `create trigger companies_move_inspections after update of government_id on companies
           for each row when (old.government_id is distinct from new.government_id) execute function companies_move_inspections()`,
        );
      } else {
        const own = `begin update inspections set government_id = ${OWN_BODY} where id = new.id; end`;
        await exec(db, `create trigger inspections_own_government_insert after insert on inspections ${own}`);
        await exec(db, `create trigger inspections_own_government_update after update of company_id on inspections ${own}`);
        await exec(
          db,
          `create trigger companies_move_inspections after update of government_id on companies when old.government_id is not new.government_id
           begin update inspections set government_id = new.government_id where company_id = new.id; end`,
        );
      }
    },
    async down(db: Kysely<unknown>) {
      for (const table of await entityTables(db)) await unversionTable(db, dialect, table);
      if (dialect === 'postgres') {
        await exec(db, 'drop trigger if exists companies_move_inspections on companies');
        await exec(db, 'drop function if exists companies_move_inspections()');
        await exec(db, 'drop trigger if exists inspections_own_government on inspections');
        await exec(db, 'drop function if exists inspections_own_government()');
      } else {
        for (const name of ['companies_move_inspections', 'inspections_own_government_insert', 'inspections_own_government_update']) await exec(db, `drop trigger if exists ${name}`);
      }
      await db.schema.dropIndex('companies_government_id_name_idx').ifExists().execute();
      await db.schema.dropIndex('inspections_status_government_id_created_at_idx').ifExists().execute();
      await db.schema.alterTable('inspections').dropColumn('government_id').execute();
    },
  };
}
