import LanguageIcon from '@mui/icons-material/Language';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import type { FieldDef, ResourceDef } from '../../schema/types';

type Owner = 'company' | 'government';
type Kind = 'web' | 'app';

const ownerField = (owner: Owner): FieldDef => ({
  source: owner === 'company' ? 'company_id' : 'government_id',
  type: 'reference',
  required: true,
  reference: { resource: owner === 'company' ? 'companies' : 'governments', optionText: 'name', display: 'owner_name' },
  filter: 'alwaysOn',
  edit: false,
});

const accountFields = (owner: Owner): FieldDef[] => [
  { source: 'account', type: 'text', required: true, minLength: 3, maxLength: 32, sortable: true, edit: false },
  { source: 'name', type: 'text', required: true, maxLength: 32, sortable: true },
  ownerField(owner),
  { source: 'phone', type: 'phone' },
  { source: 'status', type: 'status', filter: true, create: false, sortable: true },
  { source: 'password', type: 'password', required: true, minLength: 8, maxLength: 64, list: false, show: false, confirm: true },
  { source: 'created_at', type: 'datetime', form: false, sortable: true },
];

/** The four account kinds differ only in owner, kind, route and list call. */
function accountResource(owner: Owner, kind: Kind, order: number): ResourceDef {
  const base = `operate/${owner}`;
  return {
    name: `${owner === 'company' ? 'company' : 'gov'}${kind === 'web' ? 'Web' : 'App'}Accounts`,
    route: `/account/${kind}-${owner === 'company' ? 'company' : 'gov'}-account`,
    menu: { group: 'personnel', order, icon: kind === 'web' ? LanguageIcon : PhoneAndroidIcon },
    permission: 'account',
    endpoints: {
      list: owner === 'company' ? `${base}/${kind === 'web' ? 'account-list' : 'account-app-list'}` : `${base}/account-list`,
      create: `${base}/account-create`,
      update: `${base}/account-update`,
      delete: `${base}/account-delete`,
    },
    listParams: owner === 'government' ? { type: kind } : undefined,
    createParams: { type: kind },
    recordTitle: 'account',
    fields: accountFields(owner),
  };
}

export const companyWebAccounts = accountResource('company', 'web', 41);
export const companyAppAccounts = accountResource('company', 'app', 42);
export const govWebAccounts = accountResource('government', 'web', 43);
export const govAppAccounts = accountResource('government', 'app', 44);
