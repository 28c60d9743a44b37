import { lazy, Suspense, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads the first time it renders, showing nothing (or `placeholder`)
 * meanwhile: for screens' rarely used parts, kept out of the page's first download.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function onDemand<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  placeholder?: (props: ComponentProps<T>) => ReactNode,
): (props: ComponentProps<T>) => ReactNode {
  const Lazy = lazy(load) as ComponentType<ComponentProps<T>>;
  return function OnDemand(props: ComponentProps<T>) {
    return (
      <Suspense fallback={placeholder ? placeholder(props) : null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/** A screen whose code loads on first use or ahead of it (`preload`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export type LazyScreen<T extends ComponentType<any>> = ((props: ComponentProps<T>) => ReactNode) & { preload(): Promise<unknown> };

/**
 * A screen loaded on first use that draws at once when its code is already in. React.lazy
 * suspends on its first render even then, and React holds the revealed content back until
 * 300 ms after the fallback showed: a cold load that had fetched the screen ahead waited for
 * nothing. Each mount keeps the component it started with, so that it is never swapped under
 * its state.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyScreen<T> {
  let loaded: T | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => ((loaded = module.default), module),
      (error: unknown) => {
        loading = undefined; // a failed load (a dropped network) is tried again on the next use
        throw error;
      },
    ));
  const Lazy = lazy(preload) as ComponentType<ComponentProps<T>>;
  function Screen(props: ComponentProps<T>) {
    const [Component] = useState<ComponentType<ComponentProps<T>>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Screen, { preload });
}
