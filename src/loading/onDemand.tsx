import { lazy, Suspense, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';

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
 * A screen loaded on first use, `fallback` showing meanwhile, that draws at once when its code
 * is already in. It does not suspend: React holds content that replaces a Suspense fallback back
 * until 300 ms after the fallback showed, and React.lazy suspends even for code already loaded,
 * so a cold load waited up to 300 ms per screen for nothing. A failed load throws to the error
 * boundary and is tried again on the next mount.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, fallback: ReactNode = null): LazyScreen<T> {
  let loaded: T | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => ((loaded = module.default), module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function Screen(props: ComponentProps<T>) {
    // Each mount keeps the component it got, so that it is never swapped under its state.
    const [Component, setComponent] = useState<T | undefined>(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown }>();
    useEffect(() => {
      if (Component) return;
      let mounted = true;
      preload().then(
        (module) => mounted && setComponent(() => module.default),
        (error: unknown) => mounted && setFailure({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [Component]);
    if (failure) throw failure.error;
    return Component ? <Component {...props} /> : fallback;
  }
  return Object.assign(Screen, { preload });
}
