// An entity's permission rows: the group `<prefix>` titled with the entity's name, and
// `<prefix>:view|create|update|delete`, with titles in every language. Rows of the built-in
// permission tree (governments') are the tree's: kept with their ids, titles and the roles holding them.
import type { Kysely } from 'kysely';
import { ADMIN_ROLE, PERMISSION_TREE } from '../db/permission-tree.js';
import type { DB } from '../db/schema.js';
import { entityNames, type EntityDefinition, type Words } from './language/document.js';

const ACTIONS = ['view', 'create', 'update', 'delete'] as const;
type Action = (typeof ACTIONS)[number];

const VERBS: Record<Action, Words> = {
  view: { zh: '查看', en: 'View', es: 'Ver' },
  create: { zh: '新增', en: 'Create', es: 'Crear' },
  update: { zh: '编辑', en: 'Edit', es: 'Editar' },
  delete: { zh: '删除', en: 'Delete', es: 'Eliminar' },
};

const TREE_NAMES: ReadonlySet<string> = new Set(PERMISSION_TREE.flatMap((g) => [g.name, ...g.children.map((c) => c.name)]));

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase() + text.slice(1);

interface PermissionRow {
  name: string;
  titles: Words;
  /** null: the group itself. */
  parent: string | null;
}

/** The rows a definition brings: 查看维护记录 / View maintenance records / Ver registros de mantenimiento. */
export function permissionRows(doc: EntityDefinition): PermissionRow[] {
  const prefix = entityNames(doc).permission;
  const { name, item } = doc.labels;
  const rows: PermissionRow[] = [{ name: prefix, titles: name, parent: null }];
  for (const action of ACTIONS) {
    const verb = VERBS[action];
    rows.push({ name: `${prefix}:${action}`, parent: prefix, titles: { zh: `${verb.zh}${item.zh}`, en: `${verb.en} ${lowerFirst(name.en)}`, es: `${verb.es} ${lowerFirst(name.es)}` } });
  }
  return rows.filter((row) => !TREE_NAMES.has(row.name));
}

/** Are any of the rows missing, or titled otherwise? */
export async function permissionsPlanned(db: Kysely<DB>, doc: EntityDefinition): Promise<boolean> {
  const wanted = permissionRows(doc);
  if (wanted.length === 0) return false;
  const present = await db.selectFrom('permissions').select(['name', 'title', 'titles']).where('name', 'in', wanted.map((r) => r.name)).execute();
  return wanted.some((row) => {
    const found = present.find((p) => p.name === row.name);
    return !found || found.title !== row.titles.zh || found.titles !== JSON.stringify(row.titles);
  });
}

/** Writes the rows; new ones go to the end of the tree and to the admin role, which holds every permission. */
export async function writePermissions(trx: Kysely<DB>, doc: EntityDefinition): Promise<void> {
  const maxSort = await trx.selectFrom('permissions').select((eb) => eb.fn.max('sort').as('sort')).executeTakeFirst();
  let sort = (Math.floor(Number(maxSort?.sort ?? 0) / 100) + 1) * 100;
  const ids = new Map<string, number>();
  const added: number[] = [];
  for (const row of permissionRows(doc)) {
    const parentId = row.parent === null ? null : (ids.get(row.parent) ?? (await trx.selectFrom('permissions').select('id').where('name', '=', row.parent).executeTakeFirst())?.id ?? null);
    const values = { title: row.titles.zh, titles: JSON.stringify(row.titles) };
    const existing = await trx.selectFrom('permissions').select('id').where('name', '=', row.name).executeTakeFirst();
    if (existing) {
      await trx.updateTable('permissions').set(values).where('id', '=', existing.id).execute();
      ids.set(row.name, existing.id);
    } else {
      const made = await trx.insertInto('permissions').values({ ...values, name: row.name, parent_id: parentId, sort: sort++ }).returning('id').executeTakeFirstOrThrow();
      ids.set(row.name, made.id);
      added.push(made.id);
    }
  }
  const admin = await trx.selectFrom('roles').select('id').where('name', '=', ADMIN_ROLE).executeTakeFirst();
  if (admin && added.length > 0) await trx.insertInto('role_permissions').values(added.map((permission_id) => ({ role_id: admin.id, permission_id }))).execute();
}
