import { useLayoutEffect } from 'react';

// Each open tab's scroll position, for this browser tab's session.
const KEY = 'ops-tags-scroll';

function read(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function write(positions: Record<string, number>): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(positions));
  } catch {
    // best effort
  }
}

export function rememberScroll(path: string, y: number): void {
  write({ ...read(), [path]: Math.round(y) });
}

export function recallScroll(path: string): number | undefined {
  return read()[path];
}

/** Keeps only the positions of tabs that are still open. */
export function keepScrollOf(paths: readonly string[]): void {
  const positions = read();
  write(Object.fromEntries(Object.entries(positions).filter(([path]) => paths.includes(path))));
}

const RESTORE_FOR_MS = 2500;

/**
 * Going back to a tab scrolls to where it was left. The page's data may still be loading, so
 * the position is re-applied each frame until it holds, the time is up, or the user scrolls.
 */
export function useScrollMemory(path: string, isTab: boolean): void {
  useLayoutEffect(() => {
    const target = isTab ? recallScroll(path) : undefined;
    let restoring = target !== undefined && target > 0;
    let frame = 0;
    const started = performance.now();
    const stop = () => {
      restoring = false;
      cancelAnimationFrame(frame);
    };
    const attempt = () => {
      if (!restoring) return;
      window.scrollTo(0, target!);
      if (Math.abs(window.scrollY - target!) <= 1 || performance.now() - started > RESTORE_FOR_MS) stop();
      else frame = requestAnimationFrame(attempt);
    };
    if (restoring) attempt();
    else window.scrollTo?.(0, 0);

    let pending = 0;
    const onScroll = () => {
      if (restoring || !isTab) return;
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(() => rememberScroll(path, window.scrollY));
    };
    const userScrolls = ['wheel', 'touchmove', 'keydown'] as const;
    window.addEventListener('scroll', onScroll, { passive: true });
    userScrolls.forEach((type) => window.addEventListener(type, stop, { passive: true }));
    return () => {
      stop();
      cancelAnimationFrame(pending);
      window.removeEventListener('scroll', onScroll);
      userScrolls.forEach((type) => window.removeEventListener(type, stop));
    };
  }, [path, isTab]);
}
