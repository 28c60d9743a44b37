// Every answer the tests' client receives is held to what the OpenAPI document says of its call
// (docs/API.md "The API's description"): the success envelope's `data` to the call's `answer`
// schema, which the document is made from, and a failure to the Failure envelope. An answer
// with a field the schema does not name, or without one it names, fails the test that made it.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../src/db/schema.js';
import { EntityCatalog } from '../../src/entities/catalog.js';
import { recordCall } from '../../src/entities/records/calls.js';
import type { ContractCall } from '../../src/http/call.js';
import { ErrorCode } from '../../src/http/errors.js';
import { findCall } from '../../src/routes/registry.js';

const Failure = z.strictObject({
  error: z.number().refine((code) => code !== ErrorCode.ok && (Object.values(ErrorCode) as number[]).includes(code), 'an undocumented error code'),
  message: z.string().min(1),
  data: z.union([z.null(), z.record(z.string(), z.unknown())]),
});
const Invalid = z.object({ fields: z.record(z.string(), z.string()) });

/** The call a path names: a hand-written one, or a record call of a definition in force now. */
async function callAt(db: Kysely<DB>, path: string): Promise<ContractCall | undefined> {
  const written = findCall(path);
  if (written) return written;
  // Definitions change under the tests (saves, rollbacks): read them at each entity call.
  const catalog = new EntityCatalog(db);
  const target = await catalog.call(path);
  return target ? recordCall(catalog, target, 'en') : undefined;
}

function explain(path: string, error: z.ZodError): Error {
  const lines = error.issues.slice(0, 5).map((i) => `  at data.${i.path.join('.') || '(root)'}: ${i.message}${'keys' in i ? ` ${JSON.stringify(i.keys)}` : ''}`);
  return new Error(`The answer of ${path} is not what the OpenAPI document says:\n${lines.join('\n')}`);
}

/** Throws when the envelope does not match the document. */
export async function checkAnswer(db: Kysely<DB>, path: string, envelope: { error: number; message: string; data: unknown }): Promise<void> {
  if (envelope.error !== ErrorCode.ok) {
    const failure = Failure.safeParse(envelope);
    if (!failure.success) throw explain(path, failure.error);
    if (envelope.error === ErrorCode.invalid && !Invalid.safeParse(envelope.data).success) throw new Error(`A 2001 of ${path} has no \`fields\`.`);
    return;
  }
  const call = await callAt(db, path.replace(/^\//, ''));
  if (!call?.answer) throw new Error(`${path} answered 2000 but declares no answer.`);
  const parsed = call.answer.safeParse(envelope.data);
  if (!parsed.success) throw explain(path, parsed.error);
}
