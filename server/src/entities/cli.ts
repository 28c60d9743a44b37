// npm run entities -- schema | export DIR | diff DIR | import DIR [--confirm] [--as NAME] [--db-file path]
//
// Entity definitions as files, against the database the server uses (DATABASE_URL, else DB_FILE
// or --db-file). Export and import first bring the database to what a start leaves (migrations,
// the bootstrap, the shipped definitions); diff only reads it, as it is, through a read-only handle.
// docs/ENTITIES.md tells the promotion from a test database to production through git.
import { existsSync } from 'node:fs';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { bootstrap } from '../db/bootstrap.js';
import { openDatabase } from '../db/index.js';
import { migrateToLatest } from '../db/migrations/index.js';
import { diffDefinitions, exportDefinitions, importDefinitions, EXIT, type CommandContext } from './commands.js';
import { definitionJsonSchemaText } from './language/json-schema.js';
import { applyShippedDefinitions } from './shipped.js';

const USAGE = `usage: npm run entities -- <command> [--db-file path]
  schema                            print the definition language's JSON Schema
  export DIR                        write one <name>.json per stored definition
  diff DIR                          what importing DIR would change, and its plan (exit 1 when anything differs)
  import DIR [--confirm] [--as NAME] apply every file of DIR, all or nothing (exit 2 when one is invalid or refused)`;

const OPERATOR = /^[\w.@-]{1,40}$/;

function usage(message?: string): never {
  if (message) console.error(message);
  console.error(USAGE);
  process.exit(2);
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        confirm: { type: 'boolean', default: false },
        as: { type: 'string' },
        'db-file': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (err) {
    usage((err as Error).message);
  }
  const { values: args, positionals } = parsed;
  const [command, dir, ...rest] = positionals;
  if (args.help) usage();
  if (command === 'schema' && dir === undefined) {
    process.stdout.write(definitionJsonSchemaText());
    return EXIT.ok;
  }
  if (!['export', 'diff', 'import'].includes(command ?? '') || dir === undefined || rest.length > 0) usage(command ? `unknown use of ${command}` : undefined);
  if (command !== 'import' && (args.confirm || args.as !== undefined)) usage('--confirm and --as belong to import');
  const operator = args.as ?? userInfo().username;
  if (!OPERATOR.test(operator)) usage('--as takes 1-40 letters, digits and . _ @ -');

  const config = loadConfig();
  const dbFile = args['db-file'] ?? config.dbFile;
  const databaseUrl = args['db-file'] ? undefined : config.databaseUrl;
  // A diff is a preview: it reads the database as it is, through a handle that cannot write.
  const readOnly = command === 'diff';
  if (readOnly && !databaseUrl && !existsSync(dbFile)) usage(`No database at ${dbFile} yet: start the server once (or import) before a diff.`);
  const handle = openDatabase({ databaseUrl, dbFile, readOnly });
  try {
    if (!readOnly) {
      await migrateToLatest(handle.db, handle.dialect);
      await bootstrap(handle.db, { adminPassword: config.adminPassword });
      // The database as a start leaves it: the product's own definitions in force.
      await applyShippedDefinitions(handle.db, handle.dialect, { info: (line) => console.log(line) });
    }
    const ctx: CommandContext = { db: handle.db, dialect: handle.dialect, out: (line) => console.log(line) };
    console.log(`${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite ${dbFile}`}:`);
    if (command === 'export') return await exportDefinitions(ctx, dir);
    if (command === 'diff') return await diffDefinitions(ctx, dir);
    return await importDefinitions(ctx, dir, { confirm: args.confirm, operator });
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exitCode = 1;
  },
);
