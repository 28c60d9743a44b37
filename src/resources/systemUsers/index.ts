import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { onDemandScreen } from '../../loading/onDemandScreen';
import { declareResource } from '../../schema/declareResource';

const systemUsers = declareResource({
  name: 'systemUsers',
  route: '/sys_permission/user',
  menu: { group: 'permission', order: 82, icon: ManageAccountsIcon, hidden: true },
  permission: 'user',
  endpoints: {
    list: 'operate/auth/account-list',
    create: 'operate/auth/register',
    delete: 'operate/auth/account-delete',
  },
  recordTitle: 'account',
  history: 'system_user',
  fields: [
    {
      source: 'account',
      type: 'text',
      required: true,
      minLength: 3,
      maxLength: 32,
      // The server's rule (server/src/http/validate.ts).
      pattern: { regex: /^[A-Za-z0-9_.@-]+$/, message: 'resources.systemUsers.validation.account' },
      sortable: true,
    },
    { source: 'name', type: 'text', required: true, maxLength: 32, sortable: true },
    // The server's default minimum for console users (PASSWORD_MIN_LENGTH); it also refuses common passwords.
    { source: 'password', type: 'password', required: true, minLength: 12, maxLength: 64, confirm: true, list: false, show: false },
    // Given at registration; the record answers the role names.
    { source: 'role_ids', type: 'reference', reference: { resource: 'roles', optionText: 'title', multiple: true, display: 'roles' } },
    // The government body whose jurisdiction the user oversees (docs/API.md, "Jurisdictions"); none: the whole installation.
    { source: 'government_id', type: 'reference', reference: { resource: 'governments', optionText: 'name' }, list: false },
    { source: 'role_id', type: 'reference', reference: { resource: 'roles', optionText: 'title' }, filter: 'alwaysOn', list: false, show: false, form: false },
    { source: 'status', type: 'status', create: false },
    { source: 'created_at', type: 'datetime', form: false, sortable: true },
  ],
  // The server has calls of their own for these; both end the user's sessions.
  rowActions: [
    { type: 'toggleStatus', source: 'status', endpoint: 'operate/auth/account-status' },
    { type: 'resetPassword', source: 'password', endpoint: 'operate/auth/account-password-reset' },
  ],
  // A user's roles can be seen and taken away; nobody is offered to delete, disable or reset themselves.
  components: {
    list: onDemandScreen(() => import('./UserList')),
    show: onDemandScreen(() => import('./UserShow')),
    create: onDemandScreen(() => import('./UserCreate')),
  },
});

export default systemUsers;
