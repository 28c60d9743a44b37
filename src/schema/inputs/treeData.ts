import { call } from '../../api';
import type { TreeSource } from '../types';

export interface TreeNode {
  id: number;
  name: string;
  parent_id: number | null;
  has_children: boolean | number;
}

/** What the user chose: the node's id and the names from the root down to it. */
export interface TreeChoice {
  id: number;
  path: { id: number; name: string }[];
}

// Levels are reference data: one request per parent per page load, shared by every tree input.
const levels = new Map<string, Promise<TreeNode[]>>();

/** The children of `parent` (null: the roots), fetched once. A failed fetch is retried next time. */
export function loadLevel(source: TreeSource, parent: number | null): Promise<TreeNode[]> {
  const key = `${source.endpoint}|${parent ?? ''}`;
  let pending = levels.get(key);
  if (!pending) {
    pending = call<TreeNode[]>(source.endpoint, parent === null ? {} : { [source.parentParam]: parent });
    levels.set(key, pending);
    pending.catch(() => levels.delete(key));
  }
  return pending;
}

/** Forgets loaded levels (tests). */
export function clearTreeLevels(): void {
  levels.clear();
}

// The path of a chosen node is remembered, so that a filter restored after a reload still
// reads "Province / City" instead of a bare id. Small and local: names only, no personal data.
const MEMORY_KEY = 'tree-choices';
const MEMORY_LIMIT = 200;

function readMemory(): Record<string, TreeChoice['path']> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(MEMORY_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, TreeChoice['path']>) : {};
  } catch {
    return {};
  }
}

export function rememberChoice(source: TreeSource, choice: TreeChoice): void {
  try {
    const memory = readMemory();
    const key = `${source.endpoint}|${choice.id}`;
    delete memory[key];
    memory[key] = choice.path;
    const keys = Object.keys(memory);
    for (const old of keys.slice(0, Math.max(0, keys.length - MEMORY_LIMIT))) delete memory[old];
    localStorage.setItem(MEMORY_KEY, JSON.stringify(memory));
  } catch {
    // Storage full or disabled: the input still works, it only shows less after a reload.
  }
}

export function recallChoice(source: TreeSource, id: number): TreeChoice['path'] | undefined {
  const path = readMemory()[`${source.endpoint}|${id}`];
  return Array.isArray(path) && path.length > 0 ? path : undefined;
}
