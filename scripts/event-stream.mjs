// A reader of the service's live changes (GET /api/events), for tests and benches: it opens the
// stream as the console does (a fetch with X-Token), parses each event, and waits for one.

/** Splits server-sent event text into `{ id, event, data }` records; answers the rest not yet complete. */
export function parseEvents(text) {
  const records = [];
  const blocks = text.split('\n\n');
  const rest = blocks.pop();
  for (const block of blocks) {
    const record = {};
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      record[field] = field === 'data' && record.data !== undefined ? `${record.data}\n${value}` : value;
    }
    if (record.data !== undefined) records.push({ id: record.id, event: record.event, data: JSON.parse(record.data) });
  }
  return { records, rest };
}

/**
 * Opens a stream. `events` fills as they come; `next(match, ms)` waits for the first event
 * (after those already taken) that `match` accepts.
 */
export async function openEventStream(base, token, { lastEventId, onEvent } = {}) {
  const controller = new AbortController();
  const headers = { 'x-token': token };
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const response = await fetch(`${base}/api/events`, { headers, signal: controller.signal });
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/event-stream')) {
    return { ok: false, answer: await response.json(), events: [], close: () => undefined, next: async () => undefined };
  }
  const events = [];
  const waiters = new Set();
  let taken = 0;
  const offer = () => {
    for (const waiter of waiters) {
      const index = events.findIndex((e, i) => i >= taken && waiter.match(e));
      if (index >= 0) {
        taken = index + 1;
        waiters.delete(waiter);
        waiter.resolve(events[index]);
      }
    }
  };
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        const { records, rest } = parseEvents(buffer + decoder.decode(chunk, { stream: true }));
        buffer = rest;
        for (const record of records) {
          events.push(record);
          onEvent?.(record);
        }
        offer();
      }
    } catch {
      // closed
    }
  })();
  return {
    ok: true,
    events,
    next: (match, ms = 5000) =>
      new Promise((resolve) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        offer();
        setTimeout(() => {
          if (waiters.delete(waiter)) resolve(undefined);
        }, ms).unref?.();
      }),
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}
