// A defined entity's route may not start where a built-in screen does (the server's checker
// refuses it): the language's list of first segments is held to every route the console
// registers, declared or written in a <Route>, so a new screen cannot slip past it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '../../src/resources';
import { customPages } from '../../src/customRoutes';
import { ADOPTED_BUILT_INS, BUILT_IN_NAMES } from '../../server/src/entities/language/document';

const SRC = join(import.meta.dirname, '..', '..', 'src');
const firstSegment = (path: string) => path.split('/')[1] ?? '';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Paths written in the console's code: `path="/login"`, `path: '/statistic/index'`, `/${code}` status pages. */
function writtenPaths(): string[] {
  const found: string[] = [];
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bpath(?:=|: )["'`](\/[^"'`$]+)/g)) found.push(m[1]!);
    for (const m of text.matchAll(/STATUS_CODES = \[([\d, ]+)\]/g)) found.push(...m[1]!.split(',').map((c) => `/${c.trim()}`));
  }
  return found;
}

describe('the routes a definition may not take', () => {
  it('hold the first segment of every route the console registers', () => {
    const paths = [...resources.map((r) => r.route), ...customPages.map((p) => p.path), ...writtenPaths(), ...Object.values(ADOPTED_BUILT_INS).map((b) => b.route)];
    expect(paths).toEqual(expect.arrayContaining(['/login', '/auth-redirect', '/404', '/redirect/*', '/company/index']));
    // '/*' and '/' hold every route, not one of their own.
    const missing = [...new Set(paths.map(firstSegment))].filter((s) => s !== '*' && s !== '' && !(BUILT_IN_NAMES.routeSegments as readonly string[]).includes(s));
    expect(missing).toEqual([]);
  });
});
