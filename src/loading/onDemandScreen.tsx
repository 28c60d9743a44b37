import type { ComponentType } from 'react';
import { lazyScreen, type LazyScreen } from './onDemand';
import { ChunkPending } from '../layout/NavigationProgress';

/**
 * A screen (a declaration's `components`, a generic screen, a custom page) loaded on first use,
 * the top bar showing while its code arrives; drawn at once when it is already in (lazyScreen).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function onDemandScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyScreen<T> {
  return lazyScreen(load, <ChunkPending />);
}
