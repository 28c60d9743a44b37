// Government names are unique in the database itself: PostgreSQL writes transactions side by
// side, and two creates of one name could both pass the call's own check. Names already used
// twice stop the migration with a list of them, to be renamed first.
import { sql, type Kysely, type Migration } from 'kysely';

export function uniqueGovernmentNames(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const { rows } = await sql<{ name: string; ids: string }>`
        select name, string_agg(cast(id as text), ', ' order by id) as ids from governments
        group by name having count(*) > 1 order by name limit 20`.execute(db);
      if (rows.length > 0) {
        const list = rows.map((r) => `"${r.name}" (ids ${r.ids})`).join('; ');
        throw new Error(`several governments share a name; rename them, then start again: ${list}`);
      }
      await db.schema.dropIndex('governments_name_idx').execute();
      await db.schema.createIndex('governments_name_key').on('governments').column('name').unique().execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('governments_name_key').execute();
      await db.schema.createIndex('governments_name_idx').on('governments').column('name').execute();
    },
  };
}
