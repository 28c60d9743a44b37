import { call } from '../../api';
import type { EntityDefinition } from '../../../server/src/entities/language/document';

/** The entity definition calls the designer makes (docs/API.md, "Entity definitions"). */

export interface DefinitionEntry {
  name: string;
  route: string;
  version: number;
  document: EntityDefinition;
}

export interface PlanStep {
  kind: string;
  table: string;
  field?: string;
  index?: string;
  says: string;
}

export interface Refusal {
  field: string;
  kind: 'removed' | 'type' | 'maxLength' | 'required' | 'choice' | 'unique' | 'multiple' | 'max';
  rows: number;
  ids: number[];
  message: string;
  wayOut: string | null;
  /** The way out, for the console to say in its words. */
  fix: 'confirm' | 'default' | 'edit-records' | 'new-field';
}

export interface SaveAnswer {
  name: string;
  version: number;
  steps: PlanStep[];
  refusals: Refusal[];
  applied: boolean;
}

export interface VersionEntry {
  version: number;
  author: string;
  created_at: string;
  document: EntityDefinition;
  /** `rollback:<version>` when it brought that version back. */
  note: string | null;
}

export interface DraftEntry {
  name: string;
  author: string;
  base_version: number | null;
  updated_at: string;
  document: Partial<EntityDefinition>;
  mine: boolean;
}

const parsed = <T extends { document: unknown }>(entry: T): T => ({
  ...entry,
  document: typeof entry.document === 'string' ? JSON.parse(entry.document) : entry.document,
});

export const listDefinitions = () => call<DefinitionEntry[]>('operate/entity/definition-list').then((list) => list.map(parsed));

export const definitionDetail = (name: string) => call<DefinitionEntry>('operate/entity/definition-detail', { name }).then(parsed);

export interface SaveRequest {
  definition: unknown;
  base_version?: number;
  dry_run?: boolean;
  confirm?: boolean;
}

/** A save or its dry run; a stale base answers 2009 with the stored document (ApiError.current). */
export const saveDefinition = ({ definition, base_version, dry_run, confirm }: SaveRequest) =>
  call<SaveAnswer>(
    'operate/entity/definition-save',
    { definition, ...(base_version !== undefined && { base_version }), ...(dry_run && { dry_run: 1 }), ...(confirm && { confirm: 1 }) },
    { json: true, ownConflict: true },
  );

export const listVersions = (name: string) => call<VersionEntry[]>('operate/entity/definition-versions', { name }, { silent: true }).then((list) => list.map(parsed));

export interface RollbackRequest {
  name: string;
  version: number;
  base_version: number;
  dry_run?: boolean;
  confirm?: boolean;
}

export const rollbackDefinition = ({ name, version, base_version, dry_run, confirm }: RollbackRequest) =>
  call<SaveAnswer>(
    'operate/entity/definition-rollback',
    { name, version, base_version, ...(dry_run && { dry_run: 1 }), ...(confirm && { confirm: 1 }) },
    { json: true, ownConflict: true },
  );

export const listDrafts = () => call<DraftEntry[]>('operate/entity/definition-draft-list', {}, { silent: true }).then((list) => list.map(parsed));

export const saveDraft = (name: string, document: unknown, base_version?: number) =>
  call<Omit<DraftEntry, 'document' | 'mine'>>(
    'operate/entity/definition-draft-save',
    { name, document, ...(base_version !== undefined && { base_version }) },
    { json: true, silent: true },
  );

/** `silent`: a draft left behind by a renamed new entity goes without a word. */
export const deleteDraft = (name: string, silent = false) => call('operate/entity/definition-draft-delete', { name }, { silent });
