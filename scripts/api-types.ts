// npm run api:types: writes the console's call types from the server's calls (server/src/http/console-types.ts).
import { writeFileSync } from 'node:fs';
import { consoleTypes, CONSOLE_TYPES_FILE } from '../server/src/http/console-types.js';

writeFileSync(new URL(`../${CONSOLE_TYPES_FILE}`, import.meta.url), await consoleTypes());
console.log(`wrote ${CONSOLE_TYPES_FILE}`);
