/** What GET /api/events tells (docs/API.md, "Live changes"). */
export type LiveEvent =
  | { kind: 'record'; action: 'create' | 'update' | 'delete'; resource: string; id: number | null; name: string; by: string; at: string }
  | { kind: 'warning'; id: number; company_id: number; at: string }
  | { kind: 'bulk'; resource: string; count: number }
  /** Where a staff member is now: the latest point the field app sent (GCJ-02). */
  | { kind: 'position'; staff_id: number; company_id: number; at: string; lng: number; lat: number }
  | { kind: 'reset' }
  /** The caller's roles or permissions changed: the page asks for its session again. */
  | { kind: 'session' };

export interface SseMessage {
  id?: string;
  event: string;
  data: string;
}

/**
 * Reads a server-sent event stream chunk by chunk (the HTML standard's parsing, trimmed to what
 * the API sends: `id`, `event`, `data`, comments and `retry` ignored).
 */
export class SseParser {
  private buffer = '';
  private message: { id?: string; event?: string; data: string[] } = { data: [] };

  /** The messages the chunk completes. */
  push(chunk: string): SseMessage[] {
    this.buffer += chunk;
    const out: SseMessage[] = [];
    let end: number;
    while ((end = this.buffer.search(/\r\n|\n|\r/)) >= 0) {
      const line = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + (this.buffer.startsWith('\r\n', end) ? 2 : 1));
      if (line === '') {
        if (this.message.data.length > 0) out.push({ id: this.message.id, event: this.message.event ?? 'message', data: this.message.data.join('\n') });
        this.message = { data: [] };
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const name = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (name === 'data') this.message.data.push(value);
      else if (name === 'event') this.message.event = value;
      else if (name === 'id') this.message.id = value;
    }
    return out;
  }
}

/** A message as an event the console knows, or null. */
export function toLiveEvent(message: SseMessage): LiveEvent | null {
  try {
    const data = JSON.parse(message.data) as LiveEvent;
    return data && typeof data === 'object' && typeof data.kind === 'string' ? data : null;
  } catch {
    return null;
  }
}
