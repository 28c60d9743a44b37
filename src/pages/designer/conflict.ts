import type { ApiError } from '../../api';
import type { EntityDefinition } from '../../../server/src/entities/language/document';

/** The version in force a stale save met: who applied it, when, and its document. */
export interface InForce {
  version: number;
  author?: string;
  updated_at?: string;
  document: EntityDefinition;
}

/** A 2009 of definition-save: `current` the document in force, `in_force` its version, author and time. */
export function inForceOf(error: ApiError): InForce | undefined {
  const document = error.current as unknown as EntityDefinition | undefined;
  if (!document || typeof document !== 'object') return undefined;
  const told = (error.data?.in_force ?? {}) as { version?: number; author?: string; updated_at?: string };
  const version = told.version ?? document.version;
  return typeof version === 'number' ? { version, author: told.author, updated_at: told.updated_at, document } : undefined;
}
