import { afterEach, describe, expect, it, vi } from 'vitest';
import { SseParser } from '../../src/live/events';
import type { LiveEvent } from '../../src/live/events';

/**
 * The live stream's client: the event format, reconnecting from the last event, and one stream per
 * browser (the tab holding the lock reads it, the others get its events).
 */

describe('server-sent event parsing', () => {
  it('reads events split anywhere across chunks, skipping comments and retry', () => {
    const parser = new SseParser();
    const text = 'retry: 3000\n\n: ping\n\nid: 4.2\nevent: record\ndata: {"kind":"record"}\n\nid: 5.2\r\nevent: warning\r\ndata: {"kind":\r\ndata: "warning"}\r\n\r\n';
    const out = [];
    for (let i = 0; i < text.length; i += 7) out.push(...parser.push(text.slice(i, i + 7)));
    expect(out).toEqual([
      { id: '4.2', event: 'record', data: '{"kind":"record"}' },
      { id: '5.2', event: 'warning', data: '{"kind":\n"warning"}' },
    ]);
  });

  it('waits 1, 2, 4 … up to 30 s between tries', async () => {
    const { reconnectDelay } = await import('../../src/live/stream');
    expect([0, 1, 2, 3, 4, 5, 9].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

const TOKEN = 'tok-123';

/** A stream answer that sends `events` then ends (the connection drops). */
function streamOf(events: { id: string; data: LiveEvent }[]): Response {
  const text = `retry: 3000\n\n${events.map((e) => `id: ${e.id}\nevent: ${e.data.kind}\ndata: ${JSON.stringify(e.data)}\n\n`).join('')}`;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

/** Web Locks as a browser has them: one holder per name, the next in line when it lets go. */
function fakeLocks() {
  let held = false;
  const waiting: (() => void)[] = [];
  return {
    request(_name: string, options: { signal?: AbortSignal }, run: () => Promise<void>) {
      return new Promise<void>((resolve) => {
        const go = () => {
          held = true;
          void run().finally(() => {
            held = false;
            waiting.shift()?.();
            resolve();
          });
        };
        if (!held) go();
        else {
          waiting.push(go);
          options.signal?.addEventListener('abort', () => {
            waiting.splice(waiting.indexOf(go), 1);
            resolve();
          });
        }
      });
    },
  };
}

type Stream = typeof import('../../src/live/stream');

/** One browser tab: the console's modules loaded afresh. */
async function tab(): Promise<Stream> {
  vi.resetModules();
  const cookies = await import('js-cookie');
  cookies.default.set('Admin-Token', TOKEN);
  return import('../../src/live/stream');
}

const update = (id: number): LiveEvent => ({ kind: 'record', action: 'update', resource: 'government', id, name: 'G', by: 'admin', at: '2026-11-27 10:42:00' });

describe('the stream', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends the token in X-Token, never in the URL, and reconnects from the last event', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: undefined });
    const fetches: { url: string; headers: Record<string, string> }[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: URL, init: RequestInit) => {
      fetches.push({ url: String(url), headers: init.headers as Record<string, string> });
      return fetches.length === 1 ? streamOf([{ id: '10.3', data: update(1) }, { id: '11.3', data: update(2) }]) : new Promise<Response>(() => undefined);
    }));
    const live = await tab();
    const got: LiveEvent[] = [];
    live.onLiveEvent((event) => got.push(event));
    live.startLive();
    await vi.waitFor(() => expect(fetches).toHaveLength(2), { timeout: 3000 });
    live.stopLive();
    expect(got.map((e) => (e.kind === 'record' ? e.id : null))).toEqual([1, 2]);
    expect(fetches[0]!.url).toMatch(/\/events$/);
    expect(fetches[0]!.url).not.toContain(TOKEN);
    expect(fetches[0]!.headers).toMatchObject({ 'X-Token': TOKEN });
    expect(fetches[0]!.headers['Last-Event-ID']).toBeUndefined();
    expect(fetches[1]!.headers['Last-Event-ID']).toBe('11.3');
  });

  it('six tabs hold one stream; another tab takes over, from the last event, when its tab closes', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: fakeLocks() });
    const fetches: Record<string, string>[] = [];
    let send: ((events: { id: string; data: LiveEvent }[]) => void) | undefined;
    vi.stubGlobal('fetch', vi.fn(async (_url: URL, init: RequestInit) => {
      fetches.push(init.headers as Record<string, string>);
      // The stream stays open, sending what the test asks, until its reader is aborted.
      const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
      const writer = writable.getWriter();
      const encoder = new TextEncoder();
      send = (events) => void writer.write(encoder.encode(events.map((e) => `id: ${e.id}\nevent: record\ndata: ${JSON.stringify(e.data)}\n\n`).join('')));
      init.signal?.addEventListener('abort', () => void writer.abort().catch(() => undefined));
      return new Response(readable, { headers: { 'content-type': 'text/event-stream' } });
    }));
    const tabs: Stream[] = [];
    const got: number[][] = [];
    for (let i = 0; i < 6; i++) {
      const live = await tab();
      const mine: number[] = [];
      got.push(mine);
      live.onLiveEvent((event) => event.kind === 'record' && mine.push(event.id!));
      live.startLive();
      tabs.push(live);
    }
    await vi.waitFor(() => expect(send).toBeDefined());
    send!([{ id: '20.1', data: update(7) }]);
    await vi.waitFor(() => expect(got.every((events) => events.join() === '7')).toBe(true));
    expect(fetches).toHaveLength(1);
    expect(tabs.every((live) => live.isLiveUp())).toBe(true);

    tabs[0]!.stopLive();
    await vi.waitFor(() => expect(fetches).toHaveLength(2));
    expect(fetches[1]!['Last-Event-ID']).toBe('20.1');
    send!([{ id: '21.1', data: update(8) }]);
    await vi.waitFor(() => expect(got.slice(1).every((events) => events.join() === '7,8')).toBe(true));
    expect(got[0]).toEqual([7]);
    for (const live of tabs) live.stopLive();
  });
});
