import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import type { ResourceDef } from '../../schema/types';

const warnings: ResourceDef = {
  name: 'warnings',
  route: '/warn/index',
  menu: { group: 'alarms', order: 70, icon: NotificationsActiveIcon },
  permission: 'warning',
  endpoints: { list: 'admin/standing/error-inspect-list' },
  defaultSort: { field: 'created_at', order: 'DESC' },
  fields: [
    { source: 'content', type: 'longText' },
    { source: 'company_name', type: 'text' },
    { source: 'check_name', type: 'text' },
    { source: 'identity', type: 'choice', choices: ['staff', 'government', 'system'] },
    { source: 'handle_status', type: 'choice', choices: [{ id: 0, name: 'app.handle.0' }, { id: 1, name: 'app.handle.1' }, { id: 2, name: 'app.handle.2' }], filter: 'alwaysOn' },
    { source: 'created_at', type: 'datetime', sortable: true },
  ],
};

export default warnings;
