import { resourceKey, type AccessAction, type Operation, type ResourceDef } from './types';
import { DefinitionError, validateDefinitions } from './validateDefinition';

/**
 * All declarations, looked up by react-admin resource name (the route) or by name: the built-in
 * ones, fixed for the page's life, and those made from entity definitions, replaced whenever the
 * definitions in force change (subscribe to hear of it).
 */
export class ResourceRegistry {
  /** Every declaration; a new array on every change, so that it may key what is built from it. */
  all: readonly ResourceDef[];
  private readonly builtIns: readonly ResourceDef[];
  private byRoute = new Map<string, ResourceDef>();
  private byName = new Map<string, ResourceDef>();
  private readonly listeners = new Set<() => void>();

  constructor(builtIns: readonly ResourceDef[], entities: readonly ResourceDef[] = []) {
    // Built-ins may point at entities (a company's government).
    validateDefinitions(builtIns, entities.map((d) => d.name));
    this.builtIns = builtIns;
    this.all = builtIns;
    this.index(entities);
  }

  /**
   * Puts `entities` in place of the entity-made declarations. Their references may name an entity
   * this user may not see (the server has checked the documents; such a field shows the name the
   * record carries, with no input); one that does not fit beside the others is left out, and said so.
   */
  replaceEntities(entities: readonly ResourceDef[]): void {
    this.index(entities);
    for (const listener of [...this.listeners]) listener();
  }

  /** Called after every replaceEntities; answers the unsubscription. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private index(entities: readonly ResourceDef[]): void {
    const targets = entities.flatMap((d) => d.fields.flatMap((f) => (f.reference ? [f.reference.resource] : [])));
    const known = [...[...this.builtIns, ...entities].map((d) => d.name), ...targets];
    const fitting = entities.filter((def) => {
      try {
        validateDefinitions([...this.builtIns, def], known);
        return true;
      } catch (error) {
        if (!(error instanceof DefinitionError)) throw error;
        console.error(error.message);
        return false;
      }
    });
    this.all = fitting.length === 0 ? this.builtIns : [...this.builtIns, ...fitting];
    this.byRoute = new Map(this.all.map((def) => [resourceKey(def), def]));
    this.byName = new Map(this.all.map((def) => [def.name, def]));
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
