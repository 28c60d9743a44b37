// GET /api/openapi.json: the API's description (http/openapi.ts) as its caller may use it. The
// token is read as on every call (X-Token); looking at the document is no use of the session.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import type { EntityCatalog } from '../entities/catalog.js';
import { recordCallsOf } from '../entities/records/calls.js';
import { hasPermission, loadAuth, tokenFromRequest } from '../http/auth.js';
import type { Access } from '../http/call.js';
import { fileOperations } from '../files/openapi.js';
import { openApiDocument } from '../http/openapi.js';
import { contractCalls } from './registry.js';

export const OPENAPI_PATH = 'openapi.json';

export function serveOpenApi(app: FastifyInstance, prefix: string, base: { db: Kysely<DB>; config: Config; entities: EntityCatalog }): void {
  app.get(`${prefix}/${OPENAPI_PATH}`, async (request) => {
    const token = tokenFromRequest(request);
    const auth = token ? await loadAuth(base.db, token, base.config.sessionIdleMinutes, false) : null;
    // The field app's calls are shown to administrators, who hand them to the app's integrators.
    const may = (call: { permission: Access }) =>
      call.permission === 'public' || (auth !== null && (call.permission === 'app' ? auth.isAdmin : call.permission === 'login-only' || hasPermission(auth, call.permission)));
    const definitions = await base.entities.all();
    return openApiDocument([...contractCalls, ...recordCallsOf(definitions)], may, prefix, fileOperations(definitions));
  });
}
