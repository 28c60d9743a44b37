// Development logs: pino's JSON lines turned into one short line each, e.g.
//   10:04:12 POST /api/operate/company/company-list 200 4 ms
//   10:04:15 WARN migrations applied migrations=["0008_security"]
import { Writable } from 'node:stream';

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: '', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields every line has, or that the line's own words already say. */
const OMITTED = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err', 'request']);

function clock(time: unknown): string {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toTimeString().slice(0, 8);
}

/** One readable line for one pino record; null for lines a person does not need. */
export function readableLine(record: Record<string, unknown>): string {
  const level = LEVELS[Number(record.level)] ?? String(record.level);
  const request = record.request as { method: string; url: string; status: number; ms: number } | undefined;
  const words = request ? `${request.method} ${request.url} ${request.status} ${request.ms} ms` : String(record.msg ?? '');
  const err = record.err as { message?: string } | undefined;
  const extra = Object.entries(record)
    .filter(([key]) => !OMITTED.has(key))
    .map(([key, value]) => `${key}=${JSON.stringify(value)}`);
  return [clock(record.time), level, words, err?.message ? `: ${err.message}` : '', ...extra].filter(Boolean).join(' ').replace(' : ', ': ');
}

/** A stream for pino that writes readable lines to `out`. */
export function readableLog(out: NodeJS.WritableStream = process.stdout): Writable {
  return new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split('\n')) {
        if (!text.trim()) continue;
        try {
          out.write(`${readableLine(JSON.parse(text) as Record<string, unknown>)}\n`);
        } catch {
          out.write(`${text}\n`);
        }
      }
      done();
    },
  });
}
