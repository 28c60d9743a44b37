// Bodies encoded the way the console does (src/api/encode.ts).

export interface Envelope<T = unknown> {
  error: number;
  message: string;
  data: T;
}

/** Arrays as `key[]=a&key[]=b`, booleans as 1/0, null as an empty value, undefined omitted. */
export function encodeForm(body: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(`${key}[]`, String(item));
    } else if (value === null) {
      params.append(key, '');
    } else if (typeof value === 'boolean') {
      params.append(key, value ? '1' : '0');
    } else if (typeof value === 'object') {
      params.append(key, JSON.stringify(value));
    } else {
      params.append(key, String(value));
    }
  }
  return params.toString();
}

/** The `data` of a successful answer; fails loudly otherwise. */
export function dataOf<T>(envelope: Envelope<T>): T {
  if (envelope.error !== 2000) {
    throw new Error(`expected success, got ${envelope.error} ${envelope.message} ${JSON.stringify(envelope.data)}`);
  }
  return envelope.data;
}

/** The field names of a 2001 answer. */
export function fieldsOf(envelope: Envelope): string[] {
  const data = envelope.data as { fields?: Record<string, string> } | null;
  return Object.keys(data?.fields ?? {}).sort();
}
