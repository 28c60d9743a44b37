import { createContext, useContext, useSyncExternalStore } from 'react';
import { useResourceContext } from 'react-admin';
import type { ResourceRegistry } from './registry';
import type { ResourceDef } from './types';

export const RegistryContext = createContext<ResourceRegistry | null>(null);

/** The declarations; the caller draws again when the entity-made ones change. */
export function useRegistry(): ResourceRegistry {
  const registry = useContext(RegistryContext);
  if (!registry) throw new Error('RegistryContext is missing');
  useSyncExternalStore(registry.subscribe, () => registry.all);
  return registry;
}

/** The declaration behind the current react-admin resource. */
export function useResourceDef(): ResourceDef {
  const registry = useRegistry();
  const resource = useResourceContext();
  const def = resource ? registry.get(resource) : undefined;
  if (!def) throw new Error(`No declaration for resource ${String(resource)}`);
  return def;
}
