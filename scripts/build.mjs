// `npm run build`: the console into dist/ (calling the API on its own origin, /api/, unless
// VITE_API_BASE says otherwise) and the server compiled to plain JavaScript in server/dist/.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildConsole, node, root, run } from './lib.mjs';

const tsc = `${root}node_modules/typescript/bin/tsc`;

/** Compiles server/src to server/dist; answers whether it succeeded. */
export async function buildServer() {
  rmSync(`${root}server/dist`, { recursive: true, force: true });
  return (await run(node, [tsc, '-p', 'server/tsconfig.build.json'])) === 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const env = { VITE_API_BASE: process.env.VITE_API_BASE || '/api/' };
  if ((await buildConsole(process.argv.slice(2), env)) !== 0) process.exit(1);
  if (!(await buildServer())) process.exit(1);
  const args = process.argv.slice(2);
  const at = args.indexOf('--outDir');
  const outDir = args.find((arg) => arg.startsWith('--outDir='))?.slice('--outDir='.length) ?? (at >= 0 ? args[at + 1] : 'dist/');
  console.log(`Built: the console in ${outDir}, the server in server/dist/ (start it with npm run serve).`);
}
