// The permission tree of docs/API.md ("Permissions"). Group rows are tree parents only:
// holding a group grants nothing by itself.
import type { Words } from '../entities/language/document.js';

export interface PermissionNode {
  name: string;
  /** In every language; the `title` column and field keep the Chinese one. */
  titles: Words;
  children?: readonly PermissionNode[];
}

export const ADMIN_ROLE = 'admin';
export const ADMIN_ROLE_TITLE = '超级管理员';
export const ADMIN_ACCOUNT = 'admin';
export const ADMIN_NAME = 'Super Admin';

export const PERMISSION_TREE = [
  {
    name: 'dashboard',
    titles: { zh: '数据统计', en: 'Statistics', es: 'Estadísticas' },
    children: [
      { name: 'statistic:view', titles: { zh: '查看统计', en: 'View statistics', es: 'Ver estadísticas' } },
    ],
  },
  {
    name: 'company',
    titles: { zh: '合作企业', en: 'Partner companies', es: 'Empresas asociadas' },
    children: [
      { name: 'company:view', titles: { zh: '查看企业', en: 'View companies', es: 'Ver empresas' } },
      { name: 'company:create', titles: { zh: '新增企业', en: 'Create companies', es: 'Crear empresas' } },
      { name: 'company:update', titles: { zh: '编辑企业', en: 'Edit companies', es: 'Editar empresas' } },
    ],
  },
  {
    name: 'staff',
    titles: { zh: '人员管理', en: 'Personnel', es: 'Personal' },
    children: [
      { name: 'staff:view', titles: { zh: '查看人员', en: 'View personnel', es: 'Ver personal' } },
    ],
  },
  {
    name: 'check',
    titles: { zh: '检查点管理', en: 'Check points', es: 'Puntos de control' },
    children: [
      { name: 'check:view', titles: { zh: '查看检查点', en: 'View check points', es: 'Ver puntos de control' } },
      { name: 'check:create', titles: { zh: '新增检查点', en: 'Create check points', es: 'Crear puntos de control' } },
      { name: 'check:delete', titles: { zh: '删除检查点', en: 'Delete check points', es: 'Eliminar puntos de control' } },
    ],
  },
  {
    name: 'inspection',
    titles: { zh: '安全检查管理', en: 'Safety inspections', es: 'Inspecciones de seguridad' },
    children: [
      { name: 'inspection:view', titles: { zh: '查看检查记录', en: 'View inspection records', es: 'Ver registros de inspección' } },
      { name: 'standing:view', titles: { zh: '查看台账', en: 'View standing books', es: 'Ver libros de registro' } },
    ],
  },
  {
    name: 'warning',
    titles: { zh: '报警管理', en: 'Alarms', es: 'Alarmas' },
    children: [
      { name: 'warning:view', titles: { zh: '查看报警', en: 'View alarms', es: 'Ver alarmas' } },
    ],
  },
  {
    name: 'government',
    titles: { zh: '政府资源', en: 'Government resources', es: 'Recursos gubernamentales' },
    children: [
      { name: 'government:view', titles: { zh: '查看政府', en: 'View governments', es: 'Ver gobiernos' } },
      { name: 'government:create', titles: { zh: '新增政府', en: 'Create governments', es: 'Crear gobiernos' } },
      { name: 'government:update', titles: { zh: '编辑政府', en: 'Edit governments', es: 'Editar gobiernos' } },
      { name: 'government:delete', titles: { zh: '删除政府', en: 'Delete governments', es: 'Eliminar gobiernos' } },
    ],
  },
  {
    name: 'account',
    titles: { zh: '账号管理', en: 'Accounts', es: 'Cuentas' },
    children: [
      { name: 'account:view', titles: { zh: '查看账号', en: 'View accounts', es: 'Ver cuentas' } },
      { name: 'account:create', titles: { zh: '新增账号', en: 'Create accounts', es: 'Crear cuentas' } },
      { name: 'account:update', titles: { zh: '编辑账号', en: 'Edit accounts', es: 'Editar cuentas' } },
      { name: 'account:delete', titles: { zh: '删除账号', en: 'Delete accounts', es: 'Eliminar cuentas' } },
    ],
  },
  {
    name: 'system',
    titles: { zh: '系统权限', en: 'System authority', es: 'Permisos del sistema' },
    children: [
      { name: 'role:view', titles: { zh: '查看角色', en: 'View roles', es: 'Ver roles' } },
      { name: 'role:update', titles: { zh: '编辑角色', en: 'Edit roles', es: 'Editar roles' } },
      { name: 'role:delete', titles: { zh: '删除角色', en: 'Delete roles', es: 'Eliminar roles' } },
      { name: 'user:view', titles: { zh: '查看系统用户', en: 'View system users', es: 'Ver usuarios del sistema' } },
      { name: 'user:create', titles: { zh: '新增系统用户', en: 'Create system users', es: 'Crear usuarios del sistema' } },
      { name: 'user:update', titles: { zh: '编辑系统用户', en: 'Edit system users', es: 'Editar usuarios del sistema' } },
      { name: 'user:delete', titles: { zh: '删除系统用户', en: 'Delete system users', es: 'Eliminar usuarios del sistema' } },
      { name: 'audit:view', titles: { zh: '查看操作日志', en: 'View the operation log', es: 'Ver el registro de operaciones' } },
      { name: 'entity:design', titles: { zh: '设计实体', en: 'Design entities', es: 'Diseñar entidades' } },
      { name: 'system:api', titles: { zh: '查看接口文档', en: 'Read the API reference', es: 'Consultar la referencia de la API' } },
    ],
  },
] as const satisfies readonly PermissionNode[];

/**
 * A permission of the built-in tree, by name: a hand-written call or check naming one the tree
 * lacks fails the type check (entities add `<prefix>:<operation>` of their own at run time).
 */
export type TreePermission = (typeof PERMISSION_TREE)[number]['children'][number]['name'];

/** Every leaf permission name, in tree order. */
export const LEAF_PERMISSIONS: readonly TreePermission[] = PERMISSION_TREE.flatMap((g) => g.children.map((c) => c.name));
