// The language's lists of what built-ins use (BUILT_IN_NAMES) held to their sources, so that a
// new table, permission or audited resource cannot slip past the definition checks: the
// database a start makes, the permission tree and the audit writers' own code.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_TREE } from '../src/db/permission-tree.js';
import { DEFINITION_AUDIT } from '../src/entities/catalog.js';
import { ADOPTED_BUILT_INS, BUILT_IN_NAMES, entityNames, type EntityDefinition } from '../src/entities/language/document.js';
import { SHIPPED_DIR } from '../src/entities/shipped.js';
import { createTestContext, type TestContext } from './helpers/index.js';

const SRC = join(import.meta.dirname, '..', 'src');
const shipped = readdirSync(SHIPPED_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(SHIPPED_DIR, f), 'utf8')) as EntityDefinition);
const definedOnly = shipped.filter((d) => !Object.hasOwn(ADOPTED_BUILT_INS, d.name));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

describe('BUILT_IN_NAMES', () => {
  it('lists every table a start makes, besides the defined entities’ own', async () => {
    const tables = (await ctx.db.introspection.getTables()).map((t) => t.name).filter((t) => !t.startsWith('kysely_'));
    const entityTables = new Set(definedOnly.map((d) => entityNames(d).table));
    // What is made for any definition, an adopted built-in's too, under `<table>__` (keyword index, join and child tables).
    const madeFor = shipped.map((d) => `${entityNames(d).table}__`);
    // PostgreSQL: the trail points' months and DEFAULT are partitions of trail_points (db/trail-partitions.ts).
    const partition = /^trail_points_(\d{4}_\d{2}|default)$/;
    const builtIn = tables.filter((t) => !entityTables.has(t) && !madeFor.some((prefix) => t.startsWith(prefix)) && !partition.test(t));
    expect(builtIn.filter((t) => !(BUILT_IN_NAMES.tables as readonly string[]).includes(t))).toEqual([]);
    expect(builtIn.length).toBeGreaterThan(20);
  });

  it('lists every permission prefix and group of the tree, besides the defined entities’ own', () => {
    const entityPrefixes = new Set(definedOnly.map((d) => entityNames(d).permission));
    const used = new Set(PERMISSION_TREE.flatMap((g) => [g.name, ...(g.children ?? []).map((c) => c.name.split(':')[0]!)]));
    const builtIn = [...used].filter((p) => !entityPrefixes.has(p));
    expect(builtIn.filter((p) => !(BUILT_IN_NAMES.permissions as readonly string[]).includes(p))).toEqual([]);
  });

  it('lists every audit name the hand-written calls write', () => {
    const written = new Set([DEFINITION_AUDIT]);
    for (const file of sources(SRC)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bresource: '([a-z_]+)'/g)) written.add(match[1]!);
    }
    // Reference targets name the console's resources, not audit names.
    const targets = new Set(['companies']);
    expect([...written].filter((a) => !targets.has(a) && !(BUILT_IN_NAMES.audit as readonly string[]).includes(a))).toEqual([]);
    expect(written.size).toBeGreaterThan(5);
  });
});
