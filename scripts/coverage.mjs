// The unit step's coverage (vitest.config.ts writes coverage/coverage-summary.json): line and
// branch coverage per top folder of src/ and server/src/, and the floors it may not fall under.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { root } from './lib.mjs';

export const coverageDir = `${root}coverage`;

/**
 * A point or so below the figures of the day they were set (2026-11-28: src 83.3 % of lines, 78.6 %
 * of branches; server/src 92.0 %, 82.8 %): coverage cannot fall without a failure.
 */
export const FLOORS = {
  src: { lines: 82, branches: 77 },
  'server/src': { lines: 91, branches: 81 },
};

const percent = ({ covered, total }) => (total ? (100 * covered) / total : 100);
const add = (into, { covered, total }) => ((into.covered += covered), (into.total += total));

/** `src/schema/views/x.tsx` → root `src`, folder `src/schema`; a file at a root's top → `src/*`. */
function placeOf(file) {
  const path = relative(root, file);
  const top = path.startsWith('server/src/') ? 'server/src' : 'src';
  const rest = path.slice(top.length + 1).split('/');
  return { top, folder: rest.length > 1 ? `${top}/${rest[0]}` : `${top}/*` };
}

/** Prints the table; answers the floors not held (empty when every one holds, or no summary). */
export function reportCoverage(dir = coverageDir) {
  const file = `${dir}/coverage-summary.json`;
  if (!existsSync(file)) {
    console.log('\nNo coverage summary was written.');
    return ['coverage (no summary)'];
  }
  const summary = JSON.parse(readFileSync(file, 'utf8'));
  const rows = new Map();
  const roots = new Map(Object.keys(FLOORS).map((top) => [top, { lines: { covered: 0, total: 0 }, branches: { covered: 0, total: 0 } }]));
  for (const [path, figures] of Object.entries(summary)) {
    if (path === 'total') continue;
    const { top, folder } = placeOf(path);
    if (!rows.has(folder)) rows.set(folder, { lines: { covered: 0, total: 0 }, branches: { covered: 0, total: 0 } });
    for (const into of [rows.get(folder), roots.get(top)]) {
      add(into.lines, figures.lines);
      add(into.branches, figures.branches);
    }
  }
  const line = (name, { lines, branches }) =>
    `${name.padEnd(24)} ${percent(lines).toFixed(1).padStart(6)} %  ${percent(branches).toFixed(1).padStart(6)} %  ${String(lines.total).padStart(8)}`;
  console.log(`\n── coverage (report: ${relative(root, dir) || '.'}/index.html)\n${'folder'.padEnd(24)} ${'lines'.padStart(8)}  ${'branches'.padStart(8)}  ${'of lines'.padStart(8)}`);
  for (const folder of [...rows.keys()].sort()) console.log(line(folder, rows.get(folder)));
  const missed = [];
  for (const [top, figures] of roots) {
    console.log(line(`${top} (all)`, figures));
    for (const kind of ['lines', 'branches']) {
      const value = percent(figures[kind]);
      if (value < FLOORS[top][kind]) missed.push(`coverage ${top} ${kind} ${value.toFixed(1)} % < ${FLOORS[top][kind]} %`);
    }
  }
  return missed;
}
