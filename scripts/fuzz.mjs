// `npm run fuzz -- [bodies per call and kind]`: the long run of server/tests/fuzz.test.ts (npm
// test runs it with 3), on SQLite and then on a private PostgreSQL cluster. FUZZ_SEED picks
// another sample.
import { node, root, run } from './lib.mjs';
import { startCluster } from './pg-cluster.mjs';

const runs = process.argv[2] ?? '200';
if (!/^[1-9]\d*$/.test(runs)) {
  console.error('usage: npm run fuzz -- [N]   (N bodies per call and kind, default 200)');
  process.exit(2);
}
const fuzz = (env) => run(node, [`${root}node_modules/vitest/vitest.mjs`, 'run', '--project', 'server', 'server/tests/fuzz.test.ts'], { env: { FUZZ_RUNS: runs, ...env } });

console.log(`── fuzz, ${runs} bodies per call and kind, SQLite`);
let failed = (await fuzz({})) !== 0;
console.log(`── fuzz, ${runs} bodies per call and kind, PostgreSQL`);
const cluster = await startCluster({});
try {
  failed = (await fuzz({ TEST_PG_URL: cluster.url })) !== 0 || failed;
} finally {
  await cluster.stop();
}
process.exit(failed ? 1 : 0);
