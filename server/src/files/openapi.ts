// The file calls in the API's description (http/openapi.ts): they sit outside the call registry
// because their bodies are multipart and their answers bytes (files/routes.ts), but an
// integrator needs them as much as the others: an entity's upload and download for each entity
// holding a file or image field, and the field app's photo upload and its console download.
import type { Access } from '../http/call.js';
import type { EntityDefinition } from '../entities/language/document.js';
import { entityNames, liveFields } from '../entities/language/document.js';
import { isFileField } from '../entities/language/file-fields.js';
import { FileFacts } from '../entities/records/answer.js';
import { InspectionPhoto } from '../http/answers/records.js';
import type { z } from 'zod';

export interface FileOperation {
  path: string;
  method: 'get' | 'post';
  permission: Access;
  summary: string;
  /** post: the multipart form's fields, and what the envelope's data holds. */
  form?: { fields: Record<string, unknown>; required: string[]; answer: z.ZodType };
}

const BYTES = 'The file\'s bytes with its content type; a refusal is the JSON envelope instead (2003, 2004, 2005).';
const binary = { type: 'string', contentMediaType: 'application/octet-stream' };

export function fileOperations(definitions: readonly EntityDefinition[]): FileOperation[] {
  const out: FileOperation[] = [];
  for (const d of definitions) {
    const fields = liveFields(d).filter(isFileField).map((f) => f.name);
    if (fields.length === 0) continue;
    const { permission } = entityNames(d);
    out.push({
      path: `operate/entity/${d.name}/file-upload`,
      method: 'post',
      permission: [`${permission}:create`, `${permission}:update`],
      summary: 'One file for one of the entity\'s file or image fields, streamed; a record then names its id.',
      form: { fields: { field: { type: 'string', enum: fields }, file: binary }, required: ['field', 'file'], answer: FileFacts },
    });
    out.push({ path: `operate/entity/${d.name}/file`, method: 'get', permission: `${permission}:view`, summary: `A file a record holds, or its thumbnail. ${BYTES}` });
  }
  out.push({
    path: 'operate/app/photo-upload',
    method: 'post',
    permission: 'app',
    summary: 'A photo taken with an inspection, before the inspection names its id (operate/app/inspection-submit `photos`).',
    form: { fields: { file: binary }, required: ['file'], answer: InspectionPhoto },
  });
  out.push({ path: 'operate/standing/inspection-photo', method: 'get', permission: 'inspection:view', summary: `A photo of an inspection inside the caller's jurisdiction, or its thumbnail. ${BYTES}` });
  return out;
}
