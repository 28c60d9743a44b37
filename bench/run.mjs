// `npm run bench`: every benchmark, one `name: value unit` line per figure.
import { existsSync } from 'node:fs';
import { node, root, run } from '../scripts/lib.mjs';

const benches = ['bench/console.mjs', 'bench/versus-stock.mjs', 'bench/server.mjs', 'bench/service.mjs', 'bench/faults.mjs', 'bench/trail.mjs'].filter((file) => existsSync(`${root}${file}`));
let failed = 0;
for (const file of benches) {
  if ((await run(node, [file])) !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
