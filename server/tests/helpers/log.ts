// A log stream for buildApp that keeps every line it is given, to read what the server logged.
import { Writable } from 'node:stream';

export interface CapturedLog {
  stream: Writable;
  lines: string[];
  /** The lines parsed as JSON records. */
  records<T = Record<string, unknown>>(): T[];
}

export function captureLog(): CapturedLog {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, lines, records: <T,>() => lines.map((line) => JSON.parse(line) as T) };
}
