import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import type { ResourceDef } from '../../schema/types';
import { cityField } from '../cityField';

/** Government bodies: a declaration and its translations, nothing else (see README). */
const governments: ResourceDef = {
  name: 'governments',
  route: '/gov/index',
  menu: { group: 'governmentResources', order: 10, icon: AccountBalanceIcon },
  permission: 'government',
  endpoints: {
    list: 'operate/government/government-list',
    get: 'operate/government/government-detail',
    create: 'operate/government/government-create',
    update: 'operate/government/government-update',
    delete: 'operate/government/government-delete',
  },
  recordTitle: 'name',
  history: 'government',
  fields: [
    { source: 'name', type: 'text', required: true, maxLength: 64, sortable: true },
    { source: 'level', type: 'choice', choices: ['province', 'city', 'district'], required: true, filter: 'alwaysOn', sortable: true },
    { ...cityField, filter: 'alwaysOn' },
    // No parent name in the record: the detail view looks it up by id.
    { source: 'parent_id', type: 'reference', reference: { resource: 'governments', optionText: 'name' }, list: false },
    { source: 'contact', type: 'text', required: true, maxLength: 32 },
    { source: 'phone', type: 'phone', required: true },
    { source: 'address', type: 'text', required: true, maxLength: 128, list: false },
    { source: 'created_at', type: 'datetime', form: false, sortable: true },
  ],
};

export default governments;
