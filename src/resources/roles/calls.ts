import { useCall } from '../../api/useCall';
import type { Permission } from '../permissions/tree';

/** A system user as the operate calls answer it (docs/API.md, SystemUser). */
export interface SystemUserRow {
  id: number;
  account: string;
  name: string;
  roles: string[];
  /** 1 active, 0 disabled */
  status: number;
  created_at: string;
  version?: number;
  /** The body the user oversees (docs/API.md, "Jurisdictions"); null: the whole installation. */
  government_id?: number | null;
}

type RoleId = string | number | null | undefined;

/** The users holding a role (`user-by-role`); waits while `enabled` is false. */
export function useRoleHolders(roleId: RoleId, enabled = true) {
  return useCall<SystemUserRow[]>(enabled && roleId != null ? 'operate/permission/user-by-role' : null, { role_id: roleId ?? '' });
}

/** The permissions a role grants (`role-has-permission`, a JSON call). */
export function useRolePermissions(roleId: RoleId) {
  return useCall<Permission[]>(roleId != null ? 'operate/permission/role-has-permission' : null, { role_id: roleId ?? '' }, { json: true });
}
