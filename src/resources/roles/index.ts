import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { onDemandScreen } from '../../loading/onDemandScreen';
import { declareResource } from '../../schema/declareResource';

const roles = declareResource({
  name: 'roles',
  route: '/sys_permission/role',
  // The /sys_permission group stays out of the sidebar (spec §2).
  menu: { group: 'permission', order: 80, icon: AdminPanelSettingsIcon, hidden: true },
  permission: 'role',
  // update-role both creates and changes a role: the server asks role:update for each.
  actionPermissions: { create: 'role:update' },
  listShape: 'array',
  endpoints: {
    list: 'operate/permission/roles',
    get: { path: 'operate/permission/role-by-permission', idParam: 'role_id' },
    create: { path: 'operate/permission/update-role', json: true },
    update: { path: 'operate/permission/update-role', json: true, always: ['name', 'title'] },
    delete: { path: 'operate/permission/role-by-permission', params: { delete: 1 }, idParam: 'role_id' },
  },
  recordTitle: 'title',
  history: 'role',
  fields: [
    { source: 'title', type: 'text', required: true, maxLength: 64, sortable: true },
    {
      source: 'name',
      type: 'text',
      required: true,
      maxLength: 32,
      sortable: true,
      pattern: { regex: /^[A-Za-z][A-Za-z0-9_.-]*$/, message: 'resources.roles.validation.name' },
    },
    {
      source: 'permission_ids',
      type: 'reference',
      reference: { resource: 'permissions', optionText: 'title', multiple: true },
      list: false,
      show: false,
    },
  ],
  // The role editor is a tree of checkboxes; the list and the detail show who holds a role.
  components: {
    list: onDemandScreen(() => import('./RoleList')),
    show: onDemandScreen(() => import('./RoleShow')),
    edit: onDemandScreen(() => import('./RoleEdit')),
    create: onDemandScreen(() => import('./RoleCreate')),
  },
});

export default roles;
