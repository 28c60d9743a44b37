import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, type CSSProperties } from 'react';

/** How long the page stays still after a navigation before hidden screens are laid out in advance. */
const LAY_OUT_AFTER_MS = 400;
/** The longest that waits for an idle moment after that. */
const IDLE_WITHIN_MS = 1000;

/**
 * How a kept screen is in the page. `away`: out of the rendering (`display: none`), so showing it
 * again styles and lays out all of it, 6-14 ms for a list of 20 rows. `ready`: laid out while the
 * page was idle and kept so, unseen (`content-visibility: hidden`), so showing it again takes 1-3.
 */
const LOOKS = {
  shown: {},
  away: { style: { display: 'none' }, 'aria-hidden': true },
  ready: { style: { contentVisibility: 'hidden' }, 'aria-hidden': true },
} satisfies Record<string, { style?: CSSProperties; 'aria-hidden'?: boolean }>;

export interface ScreenProps {
  style?: CSSProperties;
  'aria-hidden'?: boolean;
  ref: (element: HTMLDivElement | null) => void;
}

const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(run);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(run, { timeout: IDLE_WITHIN_MS });
  return () => cancelIdleCallback(handle);
};

/**
 * Shows the screen at `shownPath` and hides the others, `order` being the order they are drawn in
 * (the shown one first). Once the page has been still for a moment, the hidden screens are laid out
 * one per idle moment, most recently shown first, so that going back to one of them is quick.
 * Answers the props of each screen's element.
 *
 * A screen React moves loses its layout. React moves the screens that came before the one now
 * shown (the one shown before among them): they go `away` until laid out again.
 */
export function useScreenVisibility(order: readonly string[], shownPath: string): (path: string) => ScreenProps {
  const elements = useRef(new Map<string, HTMLDivElement>()).current;
  const refs = useRef(new Map<string, ScreenProps['ref']>()).current;
  const ready = useRef(new Set<string>()).current;
  // The order last drawn: which screens React moves next, and which to lay out first.
  const drawnBefore = useRef<readonly string[]>([]);
  const [, redraw] = useReducer((n: number) => n + 1, 0);

  const before = drawnBefore.current;
  const moved = before.slice(0, Math.max(0, before.indexOf(shownPath)));
  const isReady = (path: string) => path !== shownPath && ready.has(path) && !moved.includes(path);
  useLayoutEffect(() => {
    for (const path of [...moved, shownPath]) ready.delete(path);
    drawnBefore.current = order;
  });

  const refFor = useCallback(
    (path: string) => {
      let ref = refs.get(path);
      if (!ref) {
        ref = (element) => {
          if (element) return void elements.set(path, element);
          elements.delete(path);
          refs.delete(path);
          ready.delete(path);
        };
        refs.set(path, ref);
      }
      return ref;
    },
    [elements, refs, ready],
  );

  useEffect(() => {
    let cancelIdle = () => {};
    const layOutNext = () => {
      const path = drawnBefore.current.find((p) => p !== shownPath && !ready.has(p) && elements.has(p));
      if (!path) return;
      const element = elements.get(path)!;
      // In the page's flow, under the screen shown, for as long as this task lays it out: never painted.
      element.style.display = '';
      void element.offsetHeight;
      element.style.contentVisibility = 'hidden';
      ready.add(path);
      redraw(); // its props now say what its element already is
      cancelIdle = whenIdle(layOutNext);
    };
    const timer = setTimeout(() => (cancelIdle = whenIdle(layOutNext)), LAY_OUT_AFTER_MS);
    return () => {
      clearTimeout(timer);
      cancelIdle();
    };
  }, [shownPath, elements, ready]);

  return (path) => ({ ...(path === shownPath ? LOOKS.shown : isReady(path) ? LOOKS.ready : LOOKS.away), ref: refFor(path) });
}
