import { lazy } from 'react';
import LanguageIcon from '@mui/icons-material/Language';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import type { BodyOf, ContractPath, RecordOf } from '../../api/contract';
import type { FieldDef, Operation, ResourceDef } from '../../schema/types';

type Owner = 'company' | 'government';
type Kind = 'web' | 'app';
/** The names an account's calls answer or take (src/schema/declareResource.ts says why). */
type AccountName = keyof RecordOf<'Account'> | keyof BodyOf<'operate/company/account-create'> | keyof BodyOf<'operate/government/account-create'>;
type AccountField = FieldDef & { source: AccountName };

// The owner is chosen (and filtered) by id, but a record names it as owner_id / owner_name.
const ownerField = (owner: Owner): AccountField => ({
  source: owner === 'company' ? 'company_id' : 'government_id',
  type: 'reference',
  required: true,
  reference: { resource: owner === 'company' ? 'companies' : 'governments', optionText: 'name' },
  filter: 'alwaysOn',
  list: false,
  show: false,
  edit: false,
});

const accountFields = (name: string, owner: Owner): AccountField[] => [
  {
    source: 'account',
    type: 'text',
    required: true,
    minLength: 3,
    maxLength: 32,
    // The server's rule (server/src/http/validate.ts).
    pattern: { regex: /^[A-Za-z0-9_.@-]+$/, message: `resources.${name}.validation.account` },
    sortable: true,
    edit: false,
  },
  { source: 'name', type: 'text', required: true, maxLength: 32, sortable: true },
  ownerField(owner),
  { source: 'owner_name', type: 'text', form: false },
  { source: 'phone', type: 'phone' },
  { source: 'status', type: 'status', filter: 'alwaysOn', create: false, sortable: true },
  { source: 'password', type: 'password', required: true, minLength: 8, maxLength: 64, list: false, show: false, confirm: true },
  { source: 'created_at', type: 'datetime', form: false, sortable: true },
];

/** The four account kinds differ only in owner, kind, route and list call. */
function accountResource(owner: Owner, kind: Kind, order: number): ResourceDef {
  const base = `operate/${owner}` as const;
  const name = `${owner === 'company' ? 'company' : 'gov'}${kind === 'web' ? 'Web' : 'App'}Accounts`;
  return {
    name,
    route: `/account/${kind}-${owner === 'company' ? 'company' : 'gov'}-account`,
    menu: { group: 'personnel', order, icon: kind === 'web' ? LanguageIcon : PhoneAndroidIcon },
    permission: 'account',
    endpoints: {
      list: owner === 'government' ? 'operate/government/account-list' : kind === 'web' ? 'operate/company/account-list' : 'operate/company/account-app-list',
      create: `${base}/account-create`,
      update: `${base}/account-update`,
      delete: `${base}/account-delete`,
    } satisfies Partial<Record<Operation, ContractPath>>,
    listParams: owner === 'government' ? { type: kind } : undefined,
    createParams: { type: kind },
    recordTitle: 'account',
    history: 'account',
    import: {
      endpoint: `operate/import/${owner}-accounts`,
      example: { account: `${kind}.user01`, name: '李明', [owner === 'company' ? 'company_id' : 'government_id']: owner === 'company' ? '西安长安航天动力有限公司' : '西安市应急管理局', phone: '13900000000', password: 'Change-me-2025' },
    },
    fields: accountFields(name, owner),
    // An app account's phones, each of which can be signed out.
    expand: kind === 'app' ? lazy(() => import('./AppDevicesPanel')) : undefined,
    rowActions: [
      { type: 'toggleStatus', source: 'status' },
      { type: 'resetPassword', source: 'password' },
    ],
  };
}

export const companyWebAccounts = accountResource('company', 'web', 41);
export const companyAppAccounts = accountResource('company', 'app', 42);
export const govWebAccounts = accountResource('government', 'web', 43);
export const govAppAccounts = accountResource('government', 'app', 44);

/** The four kinds in menu order, as the overview at /account/index shows them. */
export const accountKinds: readonly ResourceDef[] = [companyWebAccounts, companyAppAccounts, govWebAccounts, govAppAccounts];
