import type { ApiError } from '../../api';
import type { EntityDefinition } from '../../../server/src/entities/language/document';

/** The version in force a stale save met: who saved it, when, and its document. */
export interface InForce {
  version: number;
  author?: string;
  created_at?: string;
  document: EntityDefinition;
}

/**
 * A 2009 carries the version in force, either whole (`{ version, author, created_at, document }`)
 * or as its document alone (the first form of the call).
 */
export function inForceOf(error: ApiError): InForce | undefined {
  const current = error.current;
  if (!current) return undefined;
  if (current.document && typeof current.document === 'object') {
    const document = current.document as EntityDefinition;
    return { version: Number(current.version ?? document.version), author: current.author as string | undefined, created_at: current.created_at as string | undefined, document };
  }
  const document = current as unknown as EntityDefinition;
  return typeof document.version === 'number' ? { version: document.version, document } : undefined;
}
