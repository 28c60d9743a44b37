// What the entity definitions' calls answer (docs/API.md "Entity definitions").
import { z } from 'zod';
import { REFUSAL_FIXES, REFUSAL_KINDS } from '../../entities/refusals.js';
import { AT, count, dateTime, id, named } from './shapes.js';

const exampleDocument = { name: 'certificates', label: { zh: '培训证书', en: 'Training certificates', es: 'Certificados de formación' }, fields: [{ name: 'title', type: 'text', required: true }] };

/** The document in the definition language: docs/ENTITIES.md, its JSON Schema docs/entity.schema.json. */
const Document = z.record(z.string(), z.unknown()).meta({ description: 'An entity definition (docs/ENTITIES.md; JSON Schema: docs/entity.schema.json).' });

export const Definition = named('Definition', z.strictObject({ name: z.string(), route: z.string(), version: z.number().int().positive(), document: Document }), { name: 'certificates', route: '/entity/certificates', version: 3, document: exampleDocument });

const Step = z.strictObject({ kind: z.string(), table: z.string(), field: z.string().optional(), list: z.string().optional(), index: z.string().optional(), says: z.string() });
const Refusal = z.strictObject({ field: z.string(), kind: z.enum(REFUSAL_KINDS), rows: count(), ids: z.array(id()), message: z.string(), wayOut: z.string().nullable(), fix: z.enum(REFUSAL_FIXES) });

/** A save's plan: the steps in order and what stands in the way (docs/ENTITIES.md "Changing a definition"). */
export const SaveAnswer = named('DefinitionPlan', z.strictObject({ name: z.string(), version: z.number().int().positive(), steps: z.array(Step), refusals: z.array(Refusal), applied: z.boolean() }), { name: 'certificates', version: 4, steps: [{ kind: 'add-column', table: 'entity_certificates', field: 'expires_on', says: 'Add the column expires_on (nullable; instant at any size).' }], refusals: [], applied: true });

/** One version of a definition, newest first; `note` says `rollback:<n>` for a rollback. */
export const DefinitionVersion = named('DefinitionVersion', z.strictObject({ version: z.number().int().positive(), author: z.string(), created_at: dateTime(), document: Document, note: z.string().nullable() }), { version: 3, author: 'admin', created_at: AT, document: exampleDocument, note: null });

const draftShape = { name: z.string(), author: z.string(), base_version: z.number().int().nonnegative().nullable(), updated_at: dateTime() };
/** A designer's work in progress on one entity (its document may not pass the checks yet). */
export const DraftSaved = z.strictObject(draftShape);
export const Draft = named('DefinitionDraft', z.strictObject({ ...draftShape, document: Document, mine: z.boolean() }), { name: 'certificates', author: 'admin', base_version: 3, updated_at: AT, document: exampleDocument, mine: true });
