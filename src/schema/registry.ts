import { resourceKey, type AccessAction, type Operation, type ResourceDef } from './types';
import { validateDefinitions } from './validateDefinition';

/** All declarations, looked up by react-admin resource name (the route) or by name. */
export class ResourceRegistry {
  readonly all: readonly ResourceDef[];
  private readonly byRoute = new Map<string, ResourceDef>();
  private readonly byName = new Map<string, ResourceDef>();

  constructor(defs: readonly ResourceDef[]) {
    validateDefinitions(defs);
    this.all = defs;
    for (const def of defs) {
      this.byRoute.set(resourceKey(def), def);
      this.byName.set(def.name, def);
    }
  }

  /** By react-admin resource name ('gov/index') or declaration name ('governments'). */
  get(resource: string): ResourceDef | undefined {
    return this.byRoute.get(resource) ?? this.byName.get(resource);
  }

  has(resource: string, operation: Operation): boolean {
    return !!this.get(resource)?.endpoints[operation];
  }
}

const ACTION_PERMISSION: Record<AccessAction, string> = {
  list: 'view',
  show: 'view',
  export: 'view',
  create: 'create',
  edit: 'update',
  delete: 'delete',
};

/** What an action on a resource needs, for authProvider.canAccess. */
export function accessRule(registry: ResourceRegistry, resource: string, action: string) {
  const def = registry.get(resource.split('.')[0]);
  if (!def) return undefined;
  const known = Object.hasOwn(ACTION_PERMISSION, action) ? (action as AccessAction) : undefined;
  const suffix = known && ACTION_PERMISSION[known];
  const named = known && def.actionPermissions?.[known];
  return {
    roles: def.roles,
    permission: named || (def.permission && suffix ? `${def.permission}:${suffix}` : undefined),
  };
}
