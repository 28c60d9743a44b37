export interface StreamRecord<T = Record<string, unknown>> {
  id: string;
  event: string;
  data: T;
}

export interface EventStream {
  ok: boolean;
  /** The envelope of a refused stream. */
  answer?: { error: number; message: string; data: unknown };
  events: StreamRecord[];
  next(match: (record: StreamRecord) => boolean, ms?: number): Promise<StreamRecord | undefined>;
  close(): Promise<void>;
}

export function parseEvents(text: string): { records: StreamRecord[]; rest: string };
export function openEventStream(
  base: string,
  token: string,
  options?: { lastEventId?: string; onEvent?: (record: StreamRecord) => void },
): Promise<EventStream>;
