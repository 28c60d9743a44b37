// The console's call types (src/api/contract.gen.ts), made from the OpenAPI document of every
// hand-written call with openapi-typescript: a field renamed on the server fails the console's
// type check. `npm run api:types` writes the file; server/tests/console-types.test.ts fails
// while the written one differs from what the calls declare now.
import openapiTS, { astToString } from 'openapi-typescript';
import { contractCalls } from '../routes/registry.js';
import { openApiDocument } from './openapi.js';

export const CONSOLE_TYPES_FILE = 'src/api/contract.gen.ts';

const HEADER = `// Made by \`npm run api:types\` from the calls the server declares (server/src/http/console-types.ts).
// Do not edit: change the call's answer or body on the server and run it again.
`;

export async function consoleTypes(): Promise<string> {
  // Every call, as an administrator reads the document; entity record calls are made at run time.
  const document = openApiDocument(contractCalls, () => true, '/api');
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0], { rootTypes: true });
  return HEADER + astToString(ast);
}
