// The console's call types (src/api/contract.gen.ts) are what the server's calls declare now:
// a body or answer changed on the server without `npm run api:types` fails here, and once the
// file is made again, every console call site the change breaks fails the type check.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONSOLE_TYPES_FILE, consoleTypes } from '../src/http/console-types.js';

describe('the console’s call types', () => {
  it('are made from the calls as they are declared now (npm run api:types)', async () => {
    const written = readFileSync(new URL(`../../${CONSOLE_TYPES_FILE}`, import.meta.url), 'utf8');
    const made = await consoleTypes();
    expect(made.includes('"/operate/company/company-detail"')).toBe(true);
    expect(written === made, `${CONSOLE_TYPES_FILE} is out of date: run npm run api:types`).toBe(true);
  }, 30_000);
});
