import { lazy, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react';

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
