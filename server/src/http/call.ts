// How a contract call is declared. routes/registry.ts lists them all; app.ts serves them.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Config } from '../config.js';
import type { AppAccount } from '../app/session.js';
import type { DialectName } from '../db/index.js';
import type { TreePermission } from '../db/permission-tree.js';
import type { DB } from '../db/schema.js';
import type { EntityCatalog } from '../entities/catalog.js';
import type { LoginThrottle } from '../security/throttle.js';
import type { Auth } from './auth.js';
import type { Language } from './i18n.js';

/**
 * 'public': no token; 'login-only': any live console token; 'app': a live field app token (and
 * no console token); otherwise the permission name(s), any one of which opens the call.
 */
export type Access = 'public' | 'login-only' | 'app' | string | readonly string[];
/** A hand-written call's access: its permissions are the tree's (db/permission-tree.ts), by name. */
export type DeclaredAccess = 'public' | 'login-only' | 'app' | TreePermission | readonly TreePermission[];

/** Calls that a console session opens: neither public nor the field app's. */
export const consoleAccess = (access: Access): boolean => access !== 'public' && access !== 'app';

export interface CallContext {
  db: Kysely<DB>;
  dialect: DialectName;
  config: Config;
  throttle: LoginThrottle;
  /** The caller; ANONYMOUS on public calls and the field app's. */
  auth: Auth;
  /** The field app's caller, on 'app' calls only (app/session.ts). */
  appAccount?: AppAccount;
  request: FastifyRequest;
  log: FastifyBaseLogger;
  lang: Language;
  /** The entity definitions in force (server/src/entities/). */
  entities: EntityCatalog;
}

export interface ContractCall<S extends z.ZodType = z.ZodType> {
  /** Relative to the API base, without a leading slash, e.g. `operate/auth/login`. */
  path: string;
  permission: Access;
  /** The body schema (a z.object); unknown fields, including `token`, are dropped. */
  body: S;
  /** The client sends JSON (docs/API.md marks it); the server accepts both anyway. */
  json?: boolean;
  /**
   * What `data` holds when the call succeeds (http/answers/). The OpenAPI document shows it, and
   * every answer the server tests receive is checked against it.
   */
  answer: z.ZodType;
  /** A body an integrator could send, shown in the document (its lint holds it to the body's schema). */
  example?: z.input<S>;
  handler(input: z.output<S>, ctx: CallContext): Promise<unknown>;
}

/**
 * Declares a hand-written call with its input type inferred from the schema; a permission the
 * tree lacks fails the type check.
 */
export function defineCall<S extends z.ZodType>(call: ContractCall<S> & { permission: DeclaredAccess }): ContractCall {
  return call as unknown as ContractCall;
}

/** Declares a call made at run time, whose permission comes with it (an entity's `<prefix>:view`). */
export function defineRunTimeCall<S extends z.ZodType>(call: ContractCall<S>): ContractCall {
  return call as unknown as ContractCall;
}
