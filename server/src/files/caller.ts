// What the file routes share: the services they reach, and the caller as every call knows it
// (a token, 2004 without one), and the entity the path names (2005 when none).
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { refusedAppToken } from '../app/session.js';
import type { Config } from '../config.js';
import type { DB } from '../db/schema.js';
import type { EntityCatalog } from '../entities/catalog.js';
import type { EntityDefinition } from '../entities/language/document.js';
import { loadAuth, tokenFromRequest, type Auth } from '../http/auth.js';
import { notFound, notLoggedIn } from '../http/errors.js';
import type { FileStore } from './store.js';

export interface FileServices {
  db: Kysely<DB>;
  config: Config;
  entities: EntityCatalog;
  store: FileStore;
}

export async function callerOf(request: FastifyRequest, services: FileServices): Promise<Auth> {
  const token = tokenFromRequest(request);
  const auth = token ? await loadAuth(services.db, token, services.config.sessionIdleMinutes) : null;
  if (!auth) throw (await refusedAppToken(services.db, token)) ?? notLoggedIn();
  request.caller = auth;
  return auth;
}

/** After callerOf: the entity the path names, its definitions read again once when unknown. */
export async function entityOf(request: FastifyRequest, services: FileServices): Promise<EntityDefinition> {
  const { name } = request.params as { name: string };
  // The caller is signed in (callerOf): a name not known yet may have just been saved elsewhere.
  let entity = await services.entities.byName(name);
  if (!entity) {
    await services.entities.reload();
    entity = await services.entities.byName(name);
  }
  if (!entity) throw notFound('The entity does not exist.');
  return entity;
}

/** `10 MB`, `512 KB`: a size as a limit's message says it. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
