import KeyIcon from '@mui/icons-material/Key';
import { onDemandScreen } from '../../loading/onDemandScreen';
import { declareResource } from '../../schema/declareResource';

const permissions = declareResource({
  name: 'permissions',
  route: '/sys_permission/config',
  menu: { group: 'permission', order: 81, icon: KeyIcon, hidden: true },
  permission: 'role',
  listShape: 'array',
  endpoints: { list: 'operate/permission/permission-list' },
  fields: [
    { source: 'name', type: 'text', sortable: true },
    { source: 'title', type: 'text', sortable: true },
    { source: 'parent_id', type: 'number', sortable: true },
  ],
  // The tree with the roles holding each permission (spec §2, systemPermissionConfig).
  components: { list: onDemandScreen(() => import('./PermissionSettings')) },
});

export default permissions;
