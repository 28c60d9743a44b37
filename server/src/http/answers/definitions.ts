// What the entity definitions' calls answer (docs/API.md "Entity definitions").
import { z } from 'zod';
import { count, id, named } from './shapes.js';

/** The document in the definition language: docs/ENTITIES.md, its JSON Schema docs/entity.schema.json. */
const Document = z.record(z.string(), z.unknown()).meta({ description: 'An entity definition (docs/ENTITIES.md; JSON Schema: docs/entity.schema.json).' });

export const Definition = named('Definition', z.strictObject({ name: z.string(), route: z.string(), version: z.number().int().positive(), document: Document }));

const Step = z.strictObject({ kind: z.string(), table: z.string(), field: z.string().optional(), list: z.string().optional(), index: z.string().optional(), says: z.string() });
const Refusal = z.strictObject({ field: z.string(), kind: z.string(), rows: count(), ids: z.array(id()), message: z.string(), wayOut: z.string().nullable() });

/** A save's plan: the steps in order and what stands in the way (docs/ENTITIES.md "Changing a definition"). */
export const SaveAnswer = named('DefinitionPlan', z.strictObject({ name: z.string(), version: z.number().int().positive(), steps: z.array(Step), refusals: z.array(Refusal), applied: z.boolean() }));
