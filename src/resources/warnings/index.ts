import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { onDemandScreen } from '../../loading/onDemandScreen';
import { declareResource } from '../../schema/declareResource';
import { HANDLE_STATUS_CHOICES } from './choices';

const warnings = declareResource({
  name: 'warnings',
  route: '/warn/index',
  menu: { group: 'alarms', order: 70, icon: NotificationsActiveIcon },
  permission: 'warning',
  // The detail and the handling timeline are inspection calls (inspect-detail, admin-status-detail).
  actionPermissions: { show: 'inspection:view' },
  endpoints: { list: 'admin/standing/error-inspect-list' },
  defaultSort: { field: 'created_at', order: 'DESC' },
  live: 'warning',
  fields: [
    { source: 'content', type: 'longText' },
    { source: 'company_name', type: 'text' },
    { source: 'check_name', type: 'text' },
    { source: 'identity', type: 'choice', choices: ['staff', 'government', 'system'] },
    { source: 'handle_status', type: 'choice', choices: HANDLE_STATUS_CHOICES, sortable: true },
    { source: 'created_at', type: 'datetime', sortable: true },
  ],
  // The warning screen toggles between list, detail and handling timeline, each at its own URL.
  components: {
    list: onDemandScreen(() => import('./WarningList')),
    show: onDemandScreen(() => import('./WarningShow')),
  },
});

export default warnings;
