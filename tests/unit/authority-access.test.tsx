import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import GenericList from '../../src/schema/views/GenericList';
import RoleList from '../../src/resources/roles/RoleList';
import UserList from '../../src/resources/systemUsers/UserList';
import PermissionSettings from '../../src/resources/permissions/PermissionSettings';
import RoleCreate from '../../src/resources/roles/RoleCreate';
import { ResourceRegistry } from '../../src/schema/registry';
import type { ResourceDef } from '../../src/schema/types';
import { normalizeSession, type Session } from '../../src/auth/session';
import { authProviderFor, memoryData, renderScreen, roleSession } from './helpers/authorityHarness';
import { DEMO_ROLES } from '../../server/src/seed/data/demo-roles';

/**
 * Permissions gate the console: authProvider.canAccess decides from the logged-in user's role
 * permissions (admin bypasses), and the screens show only what it allows.
 */

// The seed's demo roles, read from the server's own list, as the login answers them.
const demoRole = (name: string) => [...DEMO_ROLES.find((role) => role.name === name)!.permissions];
const VISITOR = demoRole('visitor');
const EDITOR = demoRole('editor');
const ROLE_KEEPER = ['role:view', 'role:update'];

async function decide(session: Session, checks: [string, string][]): Promise<boolean[]> {
  const provider = authProviderFor(session);
  return Promise.all(checks.map(([resource, action]) => provider.canAccess!({ resource, action })));
}

beforeEach(() => localStorage.clear());

describe('canAccess from a role’s permissions', () => {
  it('a viewing role may list, show and export, but not create, edit or delete', async () => {
    const checks: [string, string][] = [
      ['gov/index', 'list'],
      ['gov/index', 'show'],
      ['gov/index', 'export'],
      ['gov/index', 'create'],
      ['gov/index', 'edit'],
      ['gov/index', 'delete'],
    ];
    expect(await decide(roleSession(VISITOR, ['visitor']), checks)).toEqual([true, true, true, false, false, false]);
    expect(await decide(roleSession(EDITOR, ['editor']), checks)).toEqual([true, true, true, true, true, false]);
  });

  it('custom pages follow their own permission; pages without one are open to every user', async () => {
    const checks: [string, string][] = [
      ['statistic/index', 'list'],
      ['account/index', 'list'],
      ['documentation/index', 'list'],
    ];
    expect(await decide(roleSession(['statistic:view']), checks)).toEqual([true, false, true]);
    expect(await decide(roleSession(['account:view']), checks)).toEqual([false, true, true]);
  });

  it('the system authority screens need the system permissions; creating a role needs role:update', async () => {
    const checks: [string, string][] = [
      ['sys_permission/role', 'list'],
      ['sys_permission/role', 'create'],
      ['sys_permission/role', 'edit'],
      ['sys_permission/role', 'delete'],
      ['sys_permission/config', 'list'],
      ['sys_permission/user', 'list'],
      ['sys_permission/user', 'delete'],
    ];
    expect(await decide(roleSession(EDITOR, ['editor']), checks)).toEqual([false, false, false, false, false, false, false]);
    expect(await decide(roleSession(ROLE_KEEPER), checks)).toEqual([true, true, true, false, true, false, false]);
    expect(await decide(roleSession(['user:view', 'user:delete']), checks)).toEqual([false, false, false, false, false, true, true]);
  });

  it('the entity designer opens with entity:design only: others get the access-denied page', async () => {
    const checks: [string, string][] = [['sys_permission/entity', 'list']];
    expect(await decide(roleSession(['entity:design']), checks)).toEqual([true]);
    expect(await decide(roleSession(ROLE_KEEPER), checks)).toEqual([false]);
    expect(await decide(roleSession(['maintenance:view', 'maintenance:update']), checks)).toEqual([false]);
  });

  it('admin bypasses every permission', async () => {
    const checks: [string, string][] = [
      ['gov/index', 'delete'],
      ['sys_permission/role', 'delete'],
      ['statistic/index', 'list'],
    ];
    expect(await decide(roleSession([], ['admin']), checks)).toEqual([true, true, true]);
  });

  it('a user whose roles were all taken away may open nothing guarded (not the admin fallback)', async () => {
    const stripped = normalizeSession({ name: 'Ex', roles: [], permissions: [] });
    expect(stripped.roles).toEqual([]);
    expect(await decide(stripped, [['gov/index', 'list'], ['statistic/index', 'list'], ['documentation/index', 'list']])).toEqual([false, false, true]);
  });
});

// A declaration of its own, so that the generic list is tested apart from any business screen.
const things: ResourceDef = {
  name: 'things',
  route: '/things',
  permission: 'thing',
  endpoints: { list: 'x/list', get: 'x/get', create: 'x/create', update: 'x/update', delete: 'x/delete' },
  fields: [{ source: 'name', type: 'text', sortable: true }],
};
const thingRegistry = new ResourceRegistry([things]);
const thingData = memoryData({ things: [{ id: 1, name: 'First thing' }, { id: 2, name: 'Second thing' }] });
const renderThings = (permissions: string[]) => renderScreen(<GenericList />, { session: roleSession(permissions), resource: 'things', data: thingData, reg: thingRegistry });

describe('the generic list shows only the buttons canAccess allows', { timeout: 60_000 }, () => {
  it('view only: show and export, no create, edit or delete', async () => {
    await renderThings(['thing:view']);
    await screen.findByText('First thing');
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Show' })).toHaveLength(2));
    // One export in the toolbar; the selection's own comes with a selection.
    expect(screen.getAllByRole('button', { name: 'Export' })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    // Selecting a row offers export, not delete.
    fireEvent.click(within(screen.getByText('First thing').closest('tr')!).getByRole('checkbox'));
    await screen.findByText(/1 item selected/);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Export' })).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('with create, update and delete the buttons and the bulk delete appear', async () => {
    await renderThings(['thing:view', 'thing:create', 'thing:update', 'thing:delete']);
    await screen.findByText('First thing');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Create' })).toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Edit' })).toHaveLength(2));
    // One per row; the bulk delete comes with a selection.
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(2));
    fireEvent.click(within(screen.getByText('First thing').closest('tr')!).getByRole('checkbox'));
    await screen.findByText(/1 item selected/);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(3));
  });

  it('without the view permission the route is refused (react-admin sends it to the access-denied page, /401)', async () => {
    await renderThings(['thing:create']);
    await screen.findByText('access denied');
    expect(screen.queryByText('First thing')).toBeNull();
  });
});

const ROLES = [
  { id: 1, name: 'admin', title: 'Super administrator', permission_ids: [1, 2, 3, 4] },
  { id: 2, name: 'editor', title: 'Operations editor', permission_ids: [2, 4] },
];
const PERMISSIONS = [
  { id: 1, name: 'company', title: '合作企业', titles: { zh: '合作企业', en: 'Partner companies', es: 'Empresas asociadas' }, parent_id: null },
  { id: 2, name: 'company:view', title: '查看企业', titles: { zh: '查看企业', en: 'View companies', es: 'Ver empresas' }, parent_id: 1 },
  { id: 3, name: 'system', title: '系统权限', titles: { zh: '系统权限', en: 'System authority', es: 'Permisos del sistema' }, parent_id: null },
  { id: 4, name: 'role:view', title: '查看角色', titles: { zh: '查看角色', en: 'View roles', es: 'Ver roles' }, parent_id: 3 },
  { id: 5, name: 'role:delete', title: '删除角色', titles: { zh: '删除角色', en: 'Delete roles', es: 'Eliminar roles' }, parent_id: 3 },
];
const USERS = [
  { id: 1, account: 'admin', name: 'Super Admin', roles: ['admin'], created_at: '2026-01-01 08:00:00' },
  { id: 2, account: 'editor', name: 'Editor', roles: ['editor'], status: 1, created_at: '2026-01-02 08:00:00' },
];
const authorityData = memoryData({ 'sys_permission/role': ROLES, 'sys_permission/config': PERMISSIONS, 'sys_permission/user': USERS });

describe('the system authority screens follow the same rules', { timeout: 60_000 }, () => {
  it('roles: role:update creates and edits; without role:delete there is no delete; the admin role is only shown', async () => {
    await renderScreen(<RoleList />, { session: roleSession(ROLE_KEEPER), resource: 'sys_permission/role', data: authorityData });
    const editorRow = (await screen.findByText('Operations editor')).closest('tr')!;
    await waitFor(() => expect(screen.getByRole('link', { name: 'Create' })).toBeInTheDocument());
    await waitFor(() => expect(within(editorRow).getByRole('link', { name: 'Edit' })).toBeInTheDocument());
    expect(within(editorRow).queryByRole('button', { name: 'Delete' })).toBeNull();
    const adminRow = screen.getByText('Super administrator').closest('tr')!;
    expect(within(adminRow).getByText('Built-in')).toBeInTheDocument();
    expect(within(adminRow).queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(within(adminRow).getByText('All')).toBeInTheDocument();
    expect(within(editorRow).getByText('2 permissions')).toBeInTheDocument();
  });

  it('roles: with role:delete a role can be deleted, never the admin role', async () => {
    await renderScreen(<RoleList />, { session: roleSession([...ROLE_KEEPER, 'role:delete']), resource: 'sys_permission/role', data: authorityData });
    const editorRow = (await screen.findByText('Operations editor')).closest('tr')!;
    await waitFor(() => expect(within(editorRow).getByRole('button', { name: 'Delete' })).toBeInTheDocument());
    expect(within(screen.getByText('Super administrator').closest('tr')!).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('users: one’s own row is marked and offers no delete; others can be deleted with user:delete', async () => {
    const me = roleSession(['user:view', 'user:delete', 'role:view'], ['custom'], 1);
    await renderScreen(<UserList />, { session: me, resource: 'sys_permission/user', data: authorityData });
    const ownRow = (await screen.findByText('admin')).closest('tr')!;
    const otherRow = screen.getByText('editor').closest('tr')!;
    await waitFor(() => expect(within(otherRow).getByRole('button', { name: 'Delete' })).toBeInTheDocument());
    expect(within(ownRow).getByText('You')).toBeInTheDocument();
    expect(within(ownRow).queryByRole('button', { name: 'Delete' })).toBeNull();
    // Role names read as their titles once the role list is known.
    await waitFor(() => expect(within(otherRow).getByText('Operations editor')).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
  });

  it('users: with user:update others can be disabled and have their password reset, never oneself', async () => {
    const me = roleSession(['user:view', 'user:update', 'role:view'], ['custom'], 1);
    await renderScreen(<UserList />, { session: me, resource: 'sys_permission/user', data: authorityData });
    const ownRow = (await screen.findByText('admin')).closest('tr')!;
    const otherRow = screen.getByText('editor').closest('tr')!;
    await waitFor(() => expect(within(otherRow).getByRole('button', { name: 'Disable' })).toBeInTheDocument());
    expect(within(otherRow).getByRole('button', { name: 'Reset password' })).toBeInTheDocument();
    expect(within(otherRow).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(ownRow).queryByRole('button', { name: 'Disable' })).toBeNull();
    expect(within(ownRow).queryByRole('button', { name: 'Reset password' })).toBeNull();
  });

  it('users: without user:update nobody is offered disable or reset', async () => {
    const me = roleSession(['user:view', 'user:delete', 'role:view'], ['custom'], 1);
    await renderScreen(<UserList />, { session: me, resource: 'sys_permission/user', data: authorityData });
    const otherRow = (await screen.findByText('editor')).closest('tr')!;
    await waitFor(() => expect(within(otherRow).getByRole('button', { name: 'Delete' })).toBeInTheDocument());
    expect(within(otherRow).queryByRole('button', { name: 'Disable' })).toBeNull();
    expect(within(otherRow).queryByRole('button', { name: 'Reset password' })).toBeNull();
  });

  it('permission settings: each permission with its key, title and the roles holding it', async () => {
    await renderScreen(<PermissionSettings />, { session: roleSession(ROLE_KEEPER), resource: 'sys_permission/config', data: authorityData });
    const row = (await screen.findByText('company:view')).closest('li')!;
    expect(within(row).getByText('View companies')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Operations editor')).toBeInTheDocument());
    // The admin role holds everything; it is said once, not beside each permission.
    expect(within(row).queryByText('Super administrator')).toBeNull();
    const roleView = screen.getByText('role:view').closest('li')!;
    expect(within(roleView).getByText('Operations editor')).toBeInTheDocument();
    expect(screen.getByText(/The admin role holds every permission/)).toBeInTheDocument();
  });

  it('the role editor locks the permissions a non-administrator does not hold', async () => {
    await renderScreen(<RoleCreate />, { session: roleSession([...ROLE_KEEPER, 'company:view']), resource: 'sys_permission/role', data: authorityData, path: '/sys_permission/role/create' });
    const companyView = await screen.findByRole('checkbox', { name: /^View companies/ });
    await waitFor(() => expect(screen.getByText(/You can grant only the permissions you hold yourself/)).toBeInTheDocument());
    expect(companyView).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: /^View roles/ })).toBeEnabled();
    fireEvent.click(screen.getByRole('checkbox', { name: /^System authority/ }));
    // Checking the group takes only what this user may grant.
    expect(screen.getByRole('checkbox', { name: /^View roles/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^System authority/ })).toBePartiallyChecked();
  });

  it('an administrator may grant every permission', async () => {
    await renderScreen(<RoleCreate />, { session: roleSession([], ['admin']), resource: 'sys_permission/role', data: authorityData, path: '/sys_permission/role/create' });
    await screen.findByRole('checkbox', { name: /^View companies/ });
    expect(screen.getAllByRole('checkbox').every((box) => !(box as HTMLInputElement).disabled)).toBe(true);
    expect(screen.queryByText(/You can grant only/)).toBeNull();
  });

  it('permission settings without role:view are refused', async () => {
    await renderScreen(<PermissionSettings />, { session: roleSession(['user:view']), resource: 'sys_permission/config', data: authorityData });
    await screen.findByText('access denied');
  });
});
