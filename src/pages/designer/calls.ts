import { call } from '../../api';
import type { AnswerOf } from '../../api/contract';
import type { EntityDefinition } from '../../../server/src/entities/language/document';

/** The entity definition calls the designer makes (docs/API.md, "Entity definitions"). */

/** The answers' shapes are the server's (api/contract.ts); a document is read as the language's. */
type WithDocument<T, D = EntityDefinition> = Omit<T, 'document'> & { document: D };

export type DefinitionEntry = WithDocument<AnswerOf<'operate/entity/definition-detail'>>;
export type SaveAnswer = AnswerOf<'operate/entity/definition-save'>;
export type PlanStep = SaveAnswer['steps'][number];
export type Refusal = SaveAnswer['refusals'][number];
/** `note`: `rollback:<version>` when it brought that version back. */
export type VersionEntry = WithDocument<AnswerOf<'operate/entity/definition-versions'>[number]>;
export type DraftEntry = WithDocument<AnswerOf<'operate/entity/definition-draft-list'>[number], Partial<EntityDefinition>>;

/** The document as the language's (the answer's type says only that it is an object). */
const parsed = <T extends { document: unknown }, D = EntityDefinition>(entry: T): WithDocument<T, D> => ({
  ...entry,
  document: (typeof entry.document === 'string' ? JSON.parse(entry.document) : entry.document) as D,
});

export const listDefinitions = () => call('operate/entity/definition-list').then((list) => list.map((entry) => parsed(entry)));

export const definitionDetail = (name: string) => call('operate/entity/definition-detail', { name }).then((entry) => parsed(entry));

export interface SaveRequest {
  definition: unknown;
  base_version?: number;
  dry_run?: boolean;
  confirm?: boolean;
}

/** A save or its dry run; a stale base answers 2009 with the stored document (ApiError.current). */
export const saveDefinition = ({ definition, base_version, dry_run, confirm }: SaveRequest) =>
  call(
    'operate/entity/definition-save',
    { definition, ...(base_version !== undefined && { base_version }), ...(dry_run && { dry_run: 1 }), ...(confirm && { confirm: 1 }) },
    { json: true, ownConflict: true },
  );

export interface SaveAllItem {
  definition: unknown;
  base_version?: number;
  confirm?: boolean;
}

/** Several saves in one transaction, all or none; a failure's `data.item` is the failing item's index. */
export const saveAllDefinitions = (items: readonly SaveAllItem[], dry_run: boolean) =>
  call(
    'operate/entity/definition-save-all',
    {
      items: items.map(({ definition, base_version, confirm }) => ({ definition, ...(base_version !== undefined && { base_version }), ...(confirm && { confirm: 1 }) })),
      ...(dry_run && { dry_run: 1 }),
    },
    { json: true, ownConflict: true },
  );

export const listVersions = (name: string) => call('operate/entity/definition-versions', { name }, { silent: true }).then((list) => list.map((entry) => parsed(entry)));

export interface RollbackRequest {
  name: string;
  version: number;
  base_version: number;
  dry_run?: boolean;
  confirm?: boolean;
}

export const rollbackDefinition = ({ name, version, base_version, dry_run, confirm }: RollbackRequest) =>
  call(
    'operate/entity/definition-rollback',
    { name, version, base_version, ...(dry_run && { dry_run: 1 }), ...(confirm && { confirm: 1 }) },
    { json: true, ownConflict: true },
  );

export const listDrafts = () => call('operate/entity/definition-draft-list', {}, { silent: true }).then((list) => list.map((entry) => parsed<typeof entry, Partial<EntityDefinition>>(entry)));

export const saveDraft = (name: string, document: unknown, base_version?: number) =>
  call(
    'operate/entity/definition-draft-save',
    { name, document, ...(base_version !== undefined && { base_version }) },
    { json: true, silent: true },
  );

/** `silent`: a draft left behind by a renamed new entity goes without a word. */
export const deleteDraft = (name: string, silent = false) => call('operate/entity/definition-draft-delete', { name }, { silent });
