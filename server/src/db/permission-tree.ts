// The permission tree of docs/API.md ("Permissions"). Group rows are tree parents only:
// holding a group grants nothing by itself.

export interface PermissionNode {
  name: string;
  title: string;
  children?: PermissionNode[];
}

export const ADMIN_ROLE = 'admin';
export const ADMIN_ROLE_TITLE = '超级管理员';
export const ADMIN_ACCOUNT = 'admin';
export const ADMIN_NAME = 'Super Admin';

export const PERMISSION_TREE: readonly PermissionNode[] = [
  { name: 'dashboard', title: '数据统计', children: [{ name: 'statistic:view', title: '查看统计' }] },
  {
    name: 'company',
    title: '合作企业',
    children: [
      { name: 'company:view', title: '查看企业' },
      { name: 'company:create', title: '新增企业' },
      { name: 'company:update', title: '编辑企业' },
    ],
  },
  { name: 'staff', title: '人员管理', children: [{ name: 'staff:view', title: '查看人员' }] },
  {
    name: 'check',
    title: '检查点管理',
    children: [
      { name: 'check:view', title: '查看检查点' },
      { name: 'check:create', title: '新增检查点' },
      { name: 'check:delete', title: '删除检查点' },
    ],
  },
  {
    name: 'inspection',
    title: '安全检查管理',
    children: [
      { name: 'inspection:view', title: '查看检查记录' },
      { name: 'standing:view', title: '查看台账' },
    ],
  },
  { name: 'warning', title: '报警管理', children: [{ name: 'warning:view', title: '查看报警' }] },
  {
    name: 'government',
    title: '政府资源',
    children: [
      { name: 'government:view', title: '查看政府' },
      { name: 'government:create', title: '新增政府' },
      { name: 'government:update', title: '编辑政府' },
      { name: 'government:delete', title: '删除政府' },
    ],
  },
  {
    name: 'account',
    title: '账号管理',
    children: [
      { name: 'account:view', title: '查看账号' },
      { name: 'account:create', title: '新增账号' },
      { name: 'account:update', title: '编辑账号' },
      { name: 'account:delete', title: '删除账号' },
    ],
  },
  {
    name: 'system',
    title: '系统权限',
    children: [
      { name: 'role:view', title: '查看角色' },
      { name: 'role:update', title: '编辑角色' },
      { name: 'role:delete', title: '删除角色' },
      { name: 'user:view', title: '查看系统用户' },
      { name: 'user:create', title: '新增系统用户' },
      { name: 'user:update', title: '编辑系统用户' },
      { name: 'user:delete', title: '删除系统用户' },
      { name: 'audit:view', title: '查看操作日志' },
    ],
  },
];

/** Every leaf permission name, in tree order. */
export const LEAF_PERMISSIONS: readonly string[] = PERMISSION_TREE.flatMap((g) => (g.children ?? []).map((c) => c.name));
