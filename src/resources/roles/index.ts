import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import type { ResourceDef } from '../../schema/types';

const roles: ResourceDef = {
  name: 'roles',
  route: '/sys_permission/role',
  // The /sys_permission group stays out of the sidebar (spec §2).
  menu: { group: 'permission', order: 80, icon: AdminPanelSettingsIcon, hidden: true },
  permission: 'role',
  listShape: 'array',
  endpoints: {
    list: 'operate/permission/roles',
    get: { path: 'operate/permission/role-by-permission', idParam: 'role_id' },
    create: { path: 'operate/permission/update-role', json: true },
    update: { path: 'operate/permission/update-role', json: true },
    delete: { path: 'operate/permission/role-by-permission', params: { delete: 1 }, idParam: 'role_id' },
  },
  recordTitle: 'title',
  fields: [
    { source: 'name', type: 'text', required: true, maxLength: 32, sortable: true },
    { source: 'title', type: 'text', required: true, maxLength: 64, sortable: true },
  ],
};

export default roles;
