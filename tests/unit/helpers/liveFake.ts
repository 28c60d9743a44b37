import { vi } from 'vitest';
import Cookies from 'js-cookie';
import type { LiveEvent } from '../../../src/live/events';

/**
 * GET /api/events as the console reads it (fetch), played by the test: `send` writes events to the
 * open stream. The API calls themselves go through axios (XHR), untouched.
 */
export function fakeEventStream() {
  const fetches: { url: string; headers: Record<string, string> }[] = [];
  let writer: WritableStreamDefaultWriter<Uint8Array> | undefined;
  let next = 1;
  const encoder = new TextEncoder();
  Cookies.set('Admin-Token', 'live-token');
  vi.stubGlobal('navigator', { ...navigator, locks: undefined });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      fetches.push({ url: String(url), headers: init.headers as Record<string, string> });
      const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
      writer = writable.getWriter();
      init.signal?.addEventListener('abort', () => void writer?.abort().catch(() => undefined));
      return new Response(readable, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return {
    fetches,
    connected: () => writer !== undefined,
    send(...events: LiveEvent[]) {
      const text = events.map((event) => `id: ${next++}.0\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`).join('');
      void writer!.write(encoder.encode(text));
    },
  };
}

export const recordEvent = (fields: Partial<Extract<LiveEvent, { kind: 'record' }>>): LiveEvent => ({
  kind: 'record',
  action: 'update',
  resource: 'government',
  id: 1,
  name: 'G',
  by: 'wang',
  at: '2026-11-27 10:42:05',
  ...fields,
});
