import { config } from '../config/env';
import { getToken } from '../auth/token';
import { SseParser, toLiveEvent, type LiveEvent } from './events';
import { deliver, isLiveUp, lastEventId, setUp } from './liveHub';

export { isLiveUp, onLiveEvent, onLiveState } from './liveHub';

/**
 * The live changes stream (docs/API.md, "Live changes"), one per browser: the tab holding a Web
 * Lock reads GET /api/events and passes each event to the other tabs over a BroadcastChannel (six
 * tabs must not hold six of HTTP/1.1's six connections); when it closes, another tab takes over,
 * from the last event every tab has seen. Where either API is missing, each tab reads its own.
 * The token goes in X-Token, never in the URL. A stream that drops reconnects after 1, 2, 4 … 30 s
 * and is first sent what it missed (Last-Event-ID).
 */

const LOCK = 'ops-live-stream';
const CHANNEL = 'ops-live';
const MAX_WAIT_MS = 30_000;
/** The server writes at least every 25 s: longer silence is a connection gone without a word. */
const SILENCE_MS = 70_000;

type Note = { type: 'event'; event: LiveEvent; id?: string } | { type: 'state'; up: boolean; id?: string } | { type: 'hello' };

/** 1, 2, 4 … 30 s. */
export function reconnectDelay(failures: number): number {
  return Math.min(MAX_WAIT_MS, 1000 * 2 ** Math.max(0, failures));
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((done) => {
    if (signal.aborted) return done();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), done()), { once: true });
  });

/** Reads one connection until it ends; answers whether it was opened. */
async function readOnce(signal: AbortSignal, publish: (event: LiveEvent, id?: string) => void, announce: (up: boolean) => void): Promise<boolean> {
  const token = getToken();
  if (!token) return false;
  const connection = new AbortController();
  const abort = () => connection.abort();
  signal.addEventListener('abort', abort, { once: true });
  let silence: ReturnType<typeof setTimeout> | undefined;
  const watch = () => {
    clearTimeout(silence);
    silence = setTimeout(abort, SILENCE_MS);
  };
  try {
    const headers: Record<string, string> = { 'X-Token': token, Accept: 'text/event-stream' };
    const last = lastEventId();
    if (last) headers['Last-Event-ID'] = last;
    const response = await fetch(new URL('events', new URL(config.apiBase, window.location.href)), { headers, cache: 'no-store', signal: connection.signal });
    // Without a live token the answer is the JSON envelope: no stream.
    if (!response.ok || !response.body || !(response.headers.get('content-type') ?? '').includes('text/event-stream')) return false;
    announce(true);
    watch();
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parser = new SseParser();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      watch();
      for (const message of parser.push(decoder.decode(value, { stream: true }))) {
        const event = toLiveEvent(message);
        if (event) publish(event, message.id);
      }
    }
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(silence);
    signal.removeEventListener('abort', abort);
    connection.abort();
  }
}

/** Reads the stream until `signal` aborts, reconnecting with backoff. */
async function lead(signal: AbortSignal, publish: (event: LiveEvent, id?: string) => void, announce: (up: boolean) => void): Promise<void> {
  let failures = 0;
  while (!signal.aborted) {
    const opened = await readOnce(signal, publish, announce);
    announce(false);
    failures = opened ? 0 : failures + 1;
    await sleep(reconnectDelay(opened ? 0 : failures - 1), signal);
  }
}

let stopCurrent: (() => void) | null = null;

/** Starts following the live changes (once; again after stopLive). */
export function startLive(): void {
  if (stopCurrent) return;
  const stop = new AbortController();
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const channel = typeof BroadcastChannel === 'function' && locks ? new BroadcastChannel(CHANNEL) : null;
  let leading = false;
  // Nothing is told to the other tabs once this one has stopped (its channel is closed).
  const post = (note: Note) => !stop.signal.aborted && channel?.postMessage(note);
  const publish = (event: LiveEvent, id?: string) => {
    deliver(event, id);
    post({ type: 'event', event, id });
  };
  const announce = (next: boolean) => {
    setUp(next);
    post({ type: 'state', up: next, id: lastEventId() });
  };

  if (channel && locks) {
    channel.onmessage = ({ data }: MessageEvent<Note>) => {
      if (data.type === 'event') deliver(data.event, data.id);
      else if (data.type === 'state') setUp(data.up, data.id);
      else if (data.type === 'hello' && leading) post({ type: 'state', up: isLiveUp(), id: lastEventId() });
    };
    post({ type: 'hello' });
    // Held until this tab stops or closes; the next tab waiting then reads the stream.
    locks
      .request(LOCK, { signal: stop.signal }, async () => {
        leading = true;
        await lead(stop.signal, publish, announce);
      })
      .catch(() => undefined);
  } else {
    void lead(stop.signal, publish, announce);
  }

  stopCurrent = () => {
    if (leading) post({ type: 'state', up: false, id: lastEventId() });
    stop.abort();
    channel?.close();
    setUp(false);
  };
}

export function stopLive(): void {
  stopCurrent?.();
  stopCurrent = null;
}
