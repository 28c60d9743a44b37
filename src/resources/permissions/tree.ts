import type { Language } from '../../i18n/languages';

/** A row of `operate/permission/permission-list` (docs/API.md). */
export interface Permission {
  id: number;
  name: string;
  /** The Chinese title. */
  title: string;
  /** The title in every language; other calls' rows and rows never titled so have none. */
  titles?: Partial<Record<Language, string>> | null;
  parent_id: number | null;
}

export interface PermissionNode extends Permission {
  children: PermissionNode[];
  /** The leaf permissions under this node (itself when it is a leaf). */
  leaves: number[];
}

export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

/** The tree in the server's order; a row whose parent is missing becomes a root. */
export function buildTree(rows: readonly Permission[]): PermissionNode[] {
  const nodes = new Map<number, PermissionNode>();
  for (const row of rows) nodes.set(row.id, { ...row, children: [], leaves: [] });
  const roots: PermissionNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  const fillLeaves = (node: PermissionNode, seen: Set<number>): number[] => {
    // A cycle in bad data must not hang the screen.
    if (seen.has(node.id)) return [];
    seen.add(node.id);
    node.leaves = node.children.length === 0 ? [node.id] : node.children.flatMap((child) => fillLeaves(child, seen));
    return node.leaves;
  };
  const seen = new Set<number>();
  for (const root of roots) fillLeaves(root, seen);
  return roots;
}

/** Every node, depth first. */
export function flatten(roots: readonly PermissionNode[]): PermissionNode[] {
  return roots.flatMap((node) => [node, ...flatten(node.children)]);
}

/** A leaf is checked when its id is in the set; a group shows the state of its leaves. */
export function checkState(node: PermissionNode, checked: ReadonlySet<number>): CheckState {
  const count = node.leaves.filter((id) => checked.has(id)).length;
  if (count === 0) return 'unchecked';
  return count === node.leaves.length ? 'checked' : 'indeterminate';
}

/**
 * Clicking a node: when every leaf it may change is checked they are all unchecked, otherwise
 * they are all checked. Locked leaves (permissions the user cannot grant) keep their state.
 */
export function toggle(node: PermissionNode, checked: ReadonlySet<number>, locked: ReadonlySet<number> = new Set()): Set<number> {
  const free = node.leaves.filter((id) => !locked.has(id));
  const next = new Set(checked);
  const allOn = free.every((id) => next.has(id));
  for (const id of free) {
    if (allOn) next.delete(id);
    else next.add(id);
  }
  return next;
}

/** The ids a role is saved with: its checked leaves, in tree order (groups grant nothing). */
export function checkedLeaves(roots: readonly PermissionNode[], checked: ReadonlySet<number>): number[] {
  return flatten(roots)
    .filter((node) => node.children.length === 0 && checked.has(node.id))
    .map((node) => node.id);
}

/** A permission's title in `language`, as the server words it; its Chinese title when it has none. */
export function permissionTitle(row: Pick<Permission, 'title' | 'titles'>, language: string): string {
  return row.titles?.[language as Language] || row.title;
}

export interface TreeFilter {
  /** Nodes to show: those that match, their ancestors and their descendants. */
  visible: Set<number>;
  /** The nodes the words were found in (all of them for an empty search). */
  matches: Set<number>;
}

/**
 * What a search shows. A node matches when its key, its server title or its shown (translated)
 * title contains the words, whatever their case.
 */
export function filterTree(roots: readonly PermissionNode[], query: string, shownTitle: (node: PermissionNode) => string): TreeFilter {
  const needle = query.trim().toLowerCase();
  const visible = new Set<number>();
  const matches = new Set<number>();
  const markAll = (node: PermissionNode) => {
    visible.add(node.id);
    node.children.forEach(markAll);
  };
  const walk = (node: PermissionNode, ancestors: PermissionNode[]): void => {
    const text = [node.name, node.title, shownTitle(node)].join('\n').toLowerCase();
    if (!needle || text.includes(needle)) {
      matches.add(node.id);
      markAll(node);
      for (const ancestor of ancestors) visible.add(ancestor.id);
    }
    for (const child of node.children) walk(child, [...ancestors, node]);
  };
  for (const root of roots) walk(root, []);
  return { visible, matches };
}

/** The granted rows plus the groups above them, for showing a role's permissions as a tree. */
export function withAncestors(all: readonly Permission[], granted: readonly Permission[]): Permission[] {
  const byId = new Map(all.map((row) => [row.id, row]));
  const keep = new Set<number>();
  for (const row of granted) {
    let current: Permission | undefined = byId.get(row.id) ?? row;
    while (current && !keep.has(current.id)) {
      keep.add(current.id);
      current = current.parent_id === null ? undefined : byId.get(current.parent_id);
    }
  }
  const known = all.filter((row) => keep.has(row.id));
  const extra = granted.filter((row) => !byId.has(row.id));
  return [...known, ...extra];
}
