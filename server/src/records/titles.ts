// Whether a caller may read a referenced record's title through another resource's calls
// (docs/API.md, "Entity record calls" and "Imports"): a display key (`company_id` ->
// `company_name`) and an import's look-up by name both show it, so both are for callers who may
// view the referenced resource. Records answer the id alone to the others.
import { hasPermission, type Auth } from '../http/auth.js';

/** The permission showing a built-in table's titles; null: anyone's (cities are public reference data). */
export const TITLE_VIEW = {
  cities: null,
  companies: 'company:view',
  check_points: 'check:view',
  governments: 'government:view',
  staff: 'staff:view',
  system_users: 'user:view',
  accounts: 'account:view',
} as const satisfies Record<string, string | null>;

/** `view`: the permission showing the titles, as TITLE_VIEW or an entity's `<prefix>:view`. */
export function mayViewTitles(auth: Auth, view: string | null): boolean {
  return view === null || hasPermission(auth, view);
}
