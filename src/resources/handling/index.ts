import FactCheckIcon from '@mui/icons-material/FactCheck';
import { onDemandScreen } from '../../loading/onDemandScreen';
import { declareResource } from '../../schema/declareResource';
import { HANDLE_STATUS_CHOICES } from '../warnings/choices';

/**
 * The handling records (admin-status-inspect-list): warnings with their handling state,
 * reached from the warning screen's tabs, not from the menu (spec §1 names only the warnings).
 */
const handling = declareResource({
  name: 'handling',
  route: '/warn/handling',
  menu: { group: 'alarms', order: 71, icon: FactCheckIcon, hidden: true },
  permission: 'inspection',
  live: 'warning',
  endpoints: { list: 'admin/standing/admin-status-inspect-list' },
  defaultSort: { field: 'created_at', order: 'DESC' },
  fields: [
    { source: 'company_name', type: 'text' },
    { source: 'check_name', type: 'text' },
    { source: 'staff_name', type: 'text' },
    { source: 'handle_status', type: 'choice', choices: HANDLE_STATUS_CHOICES, sortable: true },
    { source: 'created_at', type: 'datetime', sortable: true },
  ],
  components: { list: onDemandScreen(() => import('./HandlingList')) },
});

export default handling;
