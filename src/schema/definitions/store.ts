import { call } from '../../api';
import { getToken } from '../../auth/token';
import { i18n } from '../../i18n';
import { LANGUAGES, type EntityDefinition } from '../../../server/src/entities/language/document';
import type { ResourceDef } from '../types';
import { toResourceDef, type ConvertedDefinition } from './toResourceDef';

/**
 * The entity definitions in force in this page, and their declarations. A cold load starts from
 * the shipped files (bundled) and the ones this browser saw last (kept by name and version); the
 * session answer replaces them, and so does every read of `definition-list` after a save.
 */

/** What the session answer's `entities` and `definition-list` hold, one per definition the user may see. */
export interface DefinitionEntry {
  name: string;
  route?: string;
  version: number;
  document: EntityDefinition | string;
}

const STORAGE_KEY = 'ops-entities';
const LIST_PATH = 'operate/entity/definition-list';
/** A navigation asks again (while the live stream is down) once the last answer is this old. */
const CHECK_AFTER_MS = 10_000;
/** An answer younger than this when the stream comes up leaves no gap worth a call. */
const STREAM_GAP_MS = 250;

const shipped: EntityDefinition[] = Object.values(import.meta.glob<EntityDefinition>('../../../entities/*.json', { eager: true, import: 'default' }));

type Kept = Record<string, { version: number; document: EntityDefinition }>;

function readKept(): Kept {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const kept = raw ? (JSON.parse(raw) as Kept) : {};
    return kept && typeof kept === 'object' ? kept : {};
  } catch {
    return {};
  }
}

function writeKept(documents: readonly EntityDefinition[]): void {
  const kept: Kept = Object.fromEntries(documents.map((d) => [d.name, { version: d.version, document: d }]));
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // A full storage costs the next cold load the newest words only; the session answer brings them.
  }
}

/** The shipped files and the kept definitions, the newer version of each name. */
function startingDocuments(): EntityDefinition[] {
  const byName = new Map(shipped.map((d) => [d.name, d]));
  for (const { document } of Object.values(readKept())) {
    const current = byName.get(document?.name);
    if (document?.name && (!current || document.version > current.version)) byName.set(document.name, document);
  }
  return [...byName.values()];
}

let documents: EntityDefinition[] = startingDocuments();
let converted = convertAll(documents);
let settled = false;
let followedLive = false;
let lastAnswerAt = 0;
const listeners = new Set<() => void>();
const settleListeners = new Set<() => void>();

function convertAll(docs: readonly EntityDefinition[]): ConvertedDefinition[] {
  const titles = new Map(docs.map((d) => [d.name, d.recordTitle]));
  const out: ConvertedDefinition[] = [];
  for (const doc of docs) {
    try {
      out.push(toResourceDef(doc, (entity) => titles.get(entity)));
    } catch (error) {
      console.error(`Entity definition "${String(doc?.name)}" cannot be shown:`, error);
    }
  }
  addMessages(out);
  return out;
}

/** Each definition's words join i18next's `resources.<name>`, replacing a previous version's. */
function addMessages(list: readonly ConvertedDefinition[]): void {
  const add = () => {
    for (const { def, messages } of list) {
      for (const language of LANGUAGES) i18n.addResourceBundle(language, 'translation', { resources: { [def.name]: messages[language] } }, true, true);
    }
  };
  if (i18n.isInitialized) add();
  else i18n.on('initialized', add);
}

const signature = (docs: readonly EntityDefinition[]) =>
  docs
    .map((d) => `${d.name}@${d.version}`)
    .sort()
    .join(',');

/** The declarations made from the definitions in force. */
export function entityDeclarations(): ResourceDef[] {
  return converted.map((c) => c.def);
}

/** Called whenever the definitions in force change; answers the unsubscription. */
export function onDefinitionsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The definitions the server says this user may see, in place of those it does not name, but for
 * the shipped ones: every server has them, and the built-in declarations may point at them (a
 * company's government). Nothing changes when every version is the same.
 */
export function receiveDefinitions(entries: unknown): void {
  if (!Array.isArray(entries)) return;
  lastAnswerAt = Date.now();
  const answered = new Map<string, EntityDefinition>();
  for (const entry of entries as DefinitionEntry[]) {
    try {
      const document = typeof entry.document === 'string' ? (JSON.parse(entry.document) as EntityDefinition) : entry.document;
      if (document && typeof document === 'object') answered.set(document.name, { ...document, version: entry.version ?? document.version });
    } catch {
      console.error(`Entity definition "${String(entry?.name)}" is not JSON`);
    }
  }
  writeKept([...answered.values()]);
  const next = [...shipped.filter((d) => !answered.has(d.name)), ...answered.values()];
  if (signature(next) === signature(documents)) return;
  documents = next;
  converted = convertAll(next);
  for (const listener of [...listeners]) listener();
}

/** The session has answered (with its definitions, or not at all): a path still unknown does not exist. */
export function settleDefinitions(): void {
  if (settled) return;
  settled = true;
  for (const listener of [...settleListeners]) listener();
}

export const definitionsSettled = (): boolean => settled;

export function onDefinitionsSettled(listener: () => void): () => void {
  settleListeners.add(listener);
  return () => settleListeners.delete(listener);
}

/** Reads `definition-list` again (after a save elsewhere); silent: a failed read changes nothing. */
export function refreshDefinitions(): Promise<void> {
  if (!getToken()) return Promise.resolve();
  return call<DefinitionEntry[]>(LIST_PATH, {}, { silent: true }).then(receiveDefinitions, () => undefined);
}

/**
 * Whether the live stream tells of saved definitions now (src/live): then navigations need not ask.
 * A stream that comes up tells only what happens from then on: a save between the last answer
 * and that moment (a page's first seconds, or an outage) is asked for once, unless the last
 * answer is that fresh.
 */
export function setDefinitionsFollowedLive(up: boolean): void {
  const cameUp = up && !followedLive;
  followedLive = up;
  if (cameUp && Date.now() - lastAnswerAt > STREAM_GAP_MS) {
    lastAnswerAt = Date.now();
    void refreshDefinitions();
  }
}

/** On each navigation while the stream is down: asks for the definitions' versions unless the last answer is fresh. */
export function checkDefinitionsOnNavigation(): void {
  if (followedLive || Date.now() - lastAnswerAt < CHECK_AFTER_MS) return;
  lastAnswerAt = Date.now();
  void refreshDefinitions();
}
