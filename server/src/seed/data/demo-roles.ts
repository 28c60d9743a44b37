// The demo roles beyond `admin` and the system users holding them, as data: the console's tests
// read them too (they import no server machinery).
import { PERMISSION_TREE } from '../../db/permission-tree.js';

export interface DemoRole {
  name: string;
  title: string;
  /** Leaf permission names granted to the role. */
  permissions: readonly string[];
}

export interface DemoUser {
  account: string;
  password: string;
  name: string;
  introduction: string;
  role: string;
}

const leaves = (filter: (group: string, name: string) => boolean): string[] =>
  PERMISSION_TREE.flatMap((g) => (g.children ?? []).map((c) => c.name).filter((name) => filter(g.name, name)));

/** Permissions of the shipped maintenance definition (entities/maintenance_records.json), which the tree does not hold. */
const maintenance = (...actions: string[]): string[] => actions.map((action) => `maintenance:${action}`);

/** `editor` may view, create and update everything outside the system group; `visitor` only views. */
export const DEMO_ROLES: readonly DemoRole[] = [
  {
    name: 'editor',
    title: '运营编辑',
    permissions: [...leaves((group, name) => group !== 'system' && /:(view|create|update)$/.test(name)), ...maintenance('view', 'create', 'update')],
  },
  {
    name: 'visitor',
    title: '访客',
    permissions: [...leaves((group, name) => group !== 'system' && name.endsWith(':view')), ...maintenance('view')],
  },
];

export const DEMO_USERS: readonly DemoUser[] = [
  { account: 'editor', password: 'editor123', name: '运营编辑', introduction: '负责企业、检查点与账号的日常维护', role: 'editor' },
  { account: 'visitor', password: 'visitor123', name: '访客', introduction: '只读访问，用于演示', role: 'visitor' },
];

