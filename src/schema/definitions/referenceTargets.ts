import type { ResourceDef } from '../types';
import type { BuiltInTarget } from '../../../server/src/entities/language/document';

// The built-in reference targets with no console list of their own to pick from (staff, system
// users, company and government accounts, governments, cities): each is read through
// operate/entity/reference-options, `{ id, title }`, which answers a caller who may view the
// target's titles. Data only: no screen and no menu entry (`pickerOnly`).
const PICKERS = {
  staff: { name: 'referenceStaff', permission: 'staff' },
  system_users: { name: 'referenceSystemUsers', permission: 'user' },
  company_accounts: { name: 'referenceCompanyAccounts', permission: 'account' },
  government_accounts: { name: 'referenceGovernmentAccounts', permission: 'account' },
  governments: { name: 'referenceGovernments', permission: 'government' },
  cities: { name: 'referenceCities', permission: undefined },
} as const satisfies Partial<Record<BuiltInTarget, { name: string; permission: string | undefined }>>;

/** The targets whose pickers show `title` (the others show their console list's own column). */
export const PICKED_BY_TITLE: ReadonlySet<string> = new Set(Object.keys(PICKERS));

export const referenceTargets: readonly ResourceDef[] = Object.entries(PICKERS).map(([target, { name, permission }]) => ({
  name,
  route: `/reference/${target}`,
  ...(permission && { permission }),
  pickerOnly: true,
  endpoints: { list: { path: 'operate/entity/reference-options', params: { target } } },
  recordTitle: 'title',
  fields: [{ source: 'title', type: 'text', sortable: true }],
}));
