import { useGetList, type UseGetListOptions } from 'react-admin';
import { useRegistry } from '../../schema/RegistryContext';
import { resourceKey } from '../../schema/types';
import type { Permission } from './tree';

/** A role as `operate/permission/roles` answers it. */
export interface RoleRow {
  id: number;
  name: string;
  title: string;
  permission_ids: number[];
  version?: number;
}

// Both answers are whole lists: all rows, in the server's own order (the tree's order).
const ALL = { pagination: { page: 1, perPage: 10_000 }, sort: { field: '', order: 'ASC' as const } };

/** The react-admin resource name of a declaration, by its name (declarations stay the truth). */
export function useResourceName(name: string): string {
  const def = useRegistry().get(name);
  if (!def) throw new Error(`No declaration named ${name}`);
  return resourceKey(def);
}

/** Every permission (`permission-list`), through the data provider and its cache. */
export function usePermissionRows(options?: UseGetListOptions<Permission>) {
  return useGetList<Permission>(useResourceName('permissions'), ALL, options);
}

/** Every role (`roles`), through the data provider and its cache. */
export function useRoleRows(options?: UseGetListOptions<RoleRow>) {
  return useGetList<RoleRow>(useResourceName('roles'), ALL, options);
}
