// Permission names are declared once, in the tree (db/permission-tree.ts): the compiler holds
// each hand-written call's to it (defineCall), and this test every call the server registers and
// every permission a check names in the server's code, so a name the tree lacks cannot open or
// close anything.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEAF_PERMISSIONS } from '../src/db/permission-tree.js';
import { consoleAccess } from '../src/http/call.js';
import { contractCalls } from '../src/routes/registry.js';

const SRC = join(import.meta.dirname, '..', 'src');
const known = new Set<string>(LEAF_PERMISSIONS);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('permission names', () => {
  it('of every registered call are the tree’s', () => {
    const named = contractCalls.flatMap((call) => (!consoleAccess(call.permission) || call.permission === 'login-only' ? [] : [call.permission].flat()));
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((name) => !known.has(name))).toEqual([]);
  });

  it('written anywhere in the server’s code are the tree’s', () => {
    const written: string[] = [];
    for (const file of sources(SRC)) {
      if (file.endsWith('permission-tree.ts')) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(/'([a-z_]+:(?:view|create|update|delete|design|api))'/g)) written.push(match[1]!);
    }
    expect(written.length).toBeGreaterThan(60);
    expect([...new Set(written)].filter((name) => !known.has(name))).toEqual([]);
  });
});
