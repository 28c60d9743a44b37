import type { Query, QueryClient } from '@tanstack/react-query';
import type { ResourceRegistry } from '../schema/registry';
import { resourceKey, type ResourceDef } from '../schema/types';
import { revalidate } from '../schema/views/refetchWhenShown';
import type { LiveEvent } from './events';
import { markFresh } from './freshRows';

/** A burst of events is one refetch of each list it touches, this long after its first event. */
export const COALESCE_MS = 300;

/** The declarations whose lists an event changes: by their `history` (the audit log's name) or `live`. */
export function touchedResources(registry: ResourceRegistry, event: LiveEvent): ResourceDef[] {
  if (event.kind === 'reset') return [...registry.all];
  if (event.kind === 'warning') return registry.all.filter((def) => def.live === 'warning');
  // Positions change no list: the live position panel follows them itself; nor does a session's change.
  if (event.kind === 'position' || event.kind === 'session') return [];
  return registry.all.filter((def) => def.history === event.resource || def.live === '*');
}

/** The list pages of a resource in the cache (a list's, a panel's rows of another record). */
function listQueries(client: QueryClient, resource: string): Query[] {
  return client
    .getQueryCache()
    .findAll({ queryKey: [resource] })
    .filter((query) => ['getList', 'getManyReference'].includes(String(query.queryKey[1])) && query.state.data !== undefined);
}

/**
 * Follows the live events with the lists: a shown page is asked again once per burst and its rows
 * replaced in place (rows that did not change stay the same objects: nothing else is drawn again);
 * the page, sort, selection and scroll are the list's own and stay. A page not shown is marked
 * stale, read again when shown. New records are marked (freshRows) for the rows to show it.
 */
export function followLists(client: QueryClient, registry: ResourceRegistry): (event: LiveEvent) => void {
  const pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    timer = undefined;
    const resources = [...pending];
    pending.clear();
    for (const resource of resources) {
      for (const query of listQueries(client, resource)) {
        // A failed read leaves the rows as they are: a live change never blanks a list.
        if (query.isActive()) void revalidate(client, query, true);
        else void client.invalidateQueries({ queryKey: query.queryKey, exact: true, refetchType: 'none' });
      }
    }
  };

  return (event) => {
    const defs = touchedResources(registry, event);
    if (defs.length === 0) return;
    for (const def of defs) {
      const key = resourceKey(def);
      pending.add(key);
      if (event.kind === 'record' && event.action === 'create' && event.id !== null && def.history === event.resource) markFresh(key, event.id);
    }
    timer ??= setTimeout(flush, COALESCE_MS);
  };
}
