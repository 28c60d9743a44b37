// The API's description as an OpenAPI 3.1 document, made at each request from the calls the
// server answers: the contract's (routes/registry.ts) and the record calls of every entity
// definition in force, so a definition saved a moment ago is in it. A caller reads only the calls
// it may make: a visitor the public ones, a signed-in user those its permissions open.
//
// A call's body is its zod schema as JSON Schema (draft 2020-12, which OpenAPI 3.1 speaks), as
// the server reads it (`io: 'input'`), in both encodings the server takes. An answer is the
// success envelope with the call's `answer` under `data` (the records it names shown once under
// components.schemas), or the Failure envelope; the codes a call can fail with follow from how
// it is declared.
import { z } from 'zod';
import type { FileOperation } from '../files/openapi.js';
import type { Access, ContractCall } from './call.js';
import { ErrorCode } from './errors.js';
import { IDEMPOTENCY_HEADER } from './idempotency.js';

type Json = Record<string, unknown>;

/** Whether the caller may make the call (public calls: anyone). */
export type MayCall = (call: { permission: Access }) => boolean;

const IDEMPOTENCY_KEY = {
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required: false,
  description: 'Repeating a call with the same key within a day answers the first answer instead of running it again.',
  schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,100}$' },
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/**
 * A zod schema as JSON Schema; the records it names (http/answers/records.ts) go to `named`, to
 * be shown once under components.schemas and referred to from here.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output', named: Json): Json {
  const made = JSON.stringify(z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }));
  const out = JSON.parse(made.replaceAll('"#/$defs/', '"#/components/schemas/')) as Json;
  delete out.$schema;
  Object.assign(named, out.$defs);
  delete out.$defs;
  return out;
}

/** The success envelope of a call: its answer under `data`. */
function successSchema(call: Pick<ContractCall, 'answer'>, named: Json): Json {
  return {
    type: 'object',
    required: ['error', 'message', 'data'],
    additionalProperties: false,
    properties: { error: { const: ErrorCode.ok }, message: { type: 'string', description: 'A short sentence in the caller\'s language (Accept-Language).' }, data: jsonSchema(call.answer, 'output', named) },
  };
}

/** The failures a call may answer, each an envelope of its own code. */
function failures(call: Pick<ContractCall, 'permission'>): Record<string, string> {
  const out: Record<string, string> = {
    [ErrorCode.invalid]: 'A field is missing or malformed: `data.fields` names each, in the caller\'s language.',
  };
  if (call.permission !== 'public') out[ErrorCode.notLoggedIn] = 'No token, or one expired, idle or ended.';
  if (call.permission === 'app') out[ErrorCode.forbidden] = 'A console token: the call is the field app\'s.';
  else if (call.permission !== 'public' && call.permission !== 'login-only') out[ErrorCode.forbidden] = 'The caller lacks the permission, or the token is a field app\'s; `data.reason` may say more.';
  out[ErrorCode.serverFault] = 'The server failed; nothing was written.';
  return out;
}

function description(permission: ContractCall['permission']): string {
  if (permission === 'public') return 'Open to anyone.';
  if (permission === 'app') return 'Needs a field app session (operate/app/login).';
  if (permission === 'login-only') return 'Needs a signed-in caller.';
  return `Needs the permission ${[permission].flat().join(' or ')}.`;
}

function operation(call: ContractCall, named: Json): Json {
  const permission = call.permission;
  const body = jsonSchema(call.body, 'input', named);
  const signed = permission !== 'public';
  const example = call.example === undefined ? {} : { example: call.example };
  return {
    operationId: call.path.replaceAll(/[^A-Za-z0-9]+/g, '_'),
    summary: call.path,
    description: description(permission),
    tags: [call.path.split('/').slice(0, -1).join('/') || 'api'],
    ...(signed && { security: [{ token: [] }] }),
    ...(signed && permission !== 'app' && { parameters: [{ $ref: '#/components/parameters/IdempotencyKey' }] }),
    ...(!signed && { security: [] }),
    'x-permission': permission,
    requestBody: {
      required: false,
      content: {
        [call.json ? 'application/json' : 'application/x-www-form-urlencoded']: { schema: body, ...example },
        [call.json ? 'application/x-www-form-urlencoded' : 'application/json']: { schema: body, ...example },
      },
    },
    responses: { 200: answered(call, named) },
  };
}

const answered = (call: Pick<ContractCall, 'permission' | 'answer'>, named: Json): Json => ({
  description: `Always HTTP 200: \`error\` says the outcome. ${ErrorCode.ok}: done, \`data\` is the answer. ${Object.entries(failures(call))
    .map(([code, says]) => `${code}: ${says}`)
    .join(' ')}`,
  content: { 'application/json': { schema: { oneOf: [successSchema(call, named), ref('Failure')] } } },
});

/** A file call (files/openapi.ts): a multipart upload answering the envelope, or a download answering bytes. */
function fileOperation(op: FileOperation, named: Json): Json {
  const signed = op.permission !== 'public';
  const common = {
    operationId: `${op.method}_${op.path.replaceAll(/[^A-Za-z0-9]+/g, '_')}`,
    summary: op.path,
    description: `${op.summary} ${description(op.permission)}`,
    tags: [op.path.split('/').slice(0, -1).join('/')],
    security: signed ? [{ token: [] }] : [],
    'x-permission': op.permission,
  };
  if (op.form) {
    const form = { type: 'object', properties: op.form.fields, required: op.form.required };
    return { ...common, requestBody: { required: true, content: { 'multipart/form-data': { schema: form } } }, responses: { 200: answered({ permission: op.permission, answer: op.form.answer }, named) } };
  }
  const query = (name: string, schema: Json, required: boolean) => ({ name, in: 'query', required, schema });
  return {
    ...common,
    parameters: [query('id', { type: 'string' }, true), query('thumbnail', { type: 'string', enum: ['1'] }, false)],
    responses: { 200: { description: 'The file, or the envelope of a refusal.', content: { '*/*': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } }, 'application/json': { schema: ref('Failure') } } } },
  };
}

export function openApiDocument(calls: readonly ContractCall[], may: MayCall, serverUrl: string, files: readonly FileOperation[] = []): Json {
  const paths: Json = {};
  const named: Json = {};
  for (const call of calls.filter(may).sort((a, b) => a.path.localeCompare(b.path))) paths[`/${call.path}`] = { post: operation(call, named) };
  for (const op of files.filter(may)) paths[`/${op.path}`] = { [op.method]: fileOperation(op, named) };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Operations and supervision API',
      version: '1',
      description: 'Every call is a POST whose answer is the envelope `{ error, message, data }` with HTTP 200 (docs/API.md). This document holds the calls its reader may make.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: serverUrl }],
    security: [{ token: [] }],
    tags: [...new Set(Object.values(paths).map((p) => (Object.values(p as Json)[0] as { tags: string[] }).tags[0]!))].sort().map((name) => ({ name, description: `The calls under /${name}/.` })),
    paths,
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: 'X-Token', description: 'The token operate/auth/login answers (the console sends it as a header and in the body).' },
      },
      // Only where a call takes it: a visitor's document has none.
      ...(Object.values(paths).some((p) => (p as { post?: Json }).post?.parameters) && { parameters: { IdempotencyKey: IDEMPOTENCY_KEY } }),
      schemas: {
        ...named,
        Failure: {
          type: 'object',
          required: ['error', 'message', 'data'],
          properties: {
            error: { type: 'integer', enum: Object.values(ErrorCode).filter((code) => code !== ErrorCode.ok), description: '2001 invalid; 2003 forbidden; 2004 not signed in; 2005 not found; 2009 conflict (`data.current`); 2029 throttled; 5000 server fault.' },
            message: { type: 'string', description: 'A short sentence in the caller\'s language (Accept-Language).' },
            data: { type: ['object', 'null'], description: '2001: `fields`, each field\'s message; 2003: `reason`; 2009: `current`, the record as stored.' },
          },
        },
      },
    },
  };
}
