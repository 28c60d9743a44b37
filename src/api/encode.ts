export type FormValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Body = Record<string, unknown>;

/**
 * Form-encodes a body as the operate API expects: arrays as `ids[]=1&ids[]=2` (objects in
 * them as JSON), booleans as 1/0, null as an empty value (clears an optional field),
 * undefined omitted.
 */
export function toFormBody(body: Body): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      // An object in a list (e.g. a check item `{ name, standard }`) travels as JSON text.
      for (const item of value) params.append(`${key}[]`, item !== null && typeof item === 'object' ? JSON.stringify(item) : String(item));
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
