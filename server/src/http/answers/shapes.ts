// The pieces every answer is made of (docs/API.md "Records", "Lists"). Objects are strict: an
// answer with a field its schema does not name fails the tests' answer check (tests/helpers),
// so the OpenAPI document cannot fall behind what the server sends.
import { z } from 'zod';

export const id = () => z.number().int().positive();
/** `YYYY-MM-DD HH:mm:ss` in the server's time zone. */
export const dateTime = () => z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
/** `YYYY-MM-DD`. */
export const date = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const flag = () => z.union([z.literal(0), z.literal(1)]);
export const count = () => z.number().int().nonnegative();
export const record = <S extends z.ZodRawShape>(shape: S) => z.strictObject(shape);

/** A paged list (http/list.ts): `total_capped` when counting stopped early. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.strictObject({ list: z.array(item), total: count(), page: z.number().int().positive(), limit: z.number().int().positive(), total_capped: z.literal(true).optional() });
}

/** What a delete answers. */
export const deleted = () => z.strictObject({ id: id() });
/** A call that answers nothing. */
export const nothing = () => z.null();
/**
 * A record the document shows once, under components.schemas.<name>, and refers to, with an
 * example: typed as the record, and held to its schema by the document's lint (redocly.yaml).
 */
export const named = <T extends z.ZodType>(name: string, schema: T, example: z.output<T>): T => schema.meta({ id: name, examples: [example] });

/** The time every example is stamped with. */
export const AT = '2026-03-02 09:30:00';
