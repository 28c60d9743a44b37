// A check point's reach: how close (metres) a patrol's trail must come for the point to count as
// passed. Existing points get the default.
import { sql, type Kysely, type Migration } from 'kysely';

/** As they were when this migration was written: a migration never changes. */
const DEFAULT_RADIUS = 30;
const MIN_RADIUS = 5;
const MAX_RADIUS = 1000;

export function checkPointRadius(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('check_points')
        .addColumn('radius', 'integer', (c) =>
          c.notNull().defaultTo(DEFAULT_RADIUS).check(sql`radius between ${sql.lit(MIN_RADIUS)} and ${sql.lit(MAX_RADIUS)}`),
        )
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('check_points').dropColumn('radius').execute();
    },
  };
}
