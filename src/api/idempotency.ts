import { ErrorCode } from './errors';

/**
 * Idempotency keys (docs/API.md, Idempotency-Key) for the calls that create something. A key
 * belongs to one submission, a call path and its body. It stays while the outcome of that
 * submission is unknown (no answer, no answer in time, a server fault), so that the same
 * submission sent again carries the same key: a first call that was in fact written is then
 * answered again by the server instead of writing a second record. Once the server has decided
 * (success or a refusal), the key is dropped and the next submission, even with the same values,
 * is a new one.
 */

/** Open keys by submission. */
const open = new Map<string, string>();

/** JSON with object keys sorted, so that the same values make the same submission. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A random UUID (v4). */
export function newIdempotencyKey(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts (HTTPS, localhost); a console served over plain
  // HTTP on the LAN has getRandomValues alone.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface Submission {
  key: string;
  /** Called with the code of the server's answer; a call without an answer calls nothing. */
  answered: (code: number) => void;
}

/** The key of this submission: the one still open for it, or a new one. */
export function openSubmission(path: string, body: object): Submission {
  const id = `${path.replace(/^\//, '')}\n${canonical(body)}`;
  const held = open.get(id);
  const key = held ?? newIdempotencyKey();
  open.set(id, key);
  return {
    key,
    answered(code) {
      // A fault (5000, the database away among them) is not kept by the server: the retry runs
      // the call. A 2009 to a key sent before may mean the first call is still running.
      const undecided = code === ErrorCode.serverFault || (code === ErrorCode.conflict && held !== undefined);
      if (!undecided && open.get(id) === key) open.delete(id);
    },
  };
}
