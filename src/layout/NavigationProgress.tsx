import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Box, LinearProgress, type Theme } from '@mui/material';
import { useLoading } from 'react-admin';
import { useOnNavigation } from '../routing/shellRouter';

// Screens whose code is still loading (each Suspense fallback counts itself here).
let pendingChunks = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The Suspense fallback inside the layout: the page keeps its frame, the top bar shows. */
export function ChunkPending() {
  useEffect(() => {
    pendingChunks++;
    emit();
    return () => {
      pendingChunks--;
      emit();
    };
  }, []);
  return null;
}

// Every navigation: the bar fills and fades, run by the browser's animation engine on the same
// element (nothing is drawn again for it).
const FLASH: Keyframe[] = [
  { transform: 'scaleX(0.1)', opacity: 1 },
  { transform: 'scaleX(1)', opacity: 1, offset: 0.6 },
  { transform: 'scaleX(1)', opacity: 0 },
];
const FLASH_MS = 400;

const BAR_SX = (theme: Theme) => ({ position: 'fixed', top: 0, left: 0, right: 0, height: 2, zIndex: theme.zIndex.tooltip + 1, pointerEvents: 'none' }) as const;
const FLASH_SX = (theme: Theme) => ({ ...BAR_SX(theme), bgcolor: 'primary.main', transformOrigin: 'left', opacity: 0 });

let reducedMotion: MediaQueryList | undefined;
const prefersReducedMotion = () => (reducedMotion ??= window.matchMedia?.('(prefers-reduced-motion: reduce)'))?.matches ?? false;

function NavigationFlash() {
  const bar = useRef<HTMLDivElement>(null);
  useOnNavigation(() => {
    if (!prefersReducedMotion()) bar.current?.animate?.(FLASH, { duration: FLASH_MS, easing: 'ease-out' });
  });
  return <Box ref={bar} aria-hidden data-testid="navigation-flash" sx={FLASH_SX} />;
}

/**
 * The thin bar at the top: on every navigation it fills and fades; while a lazy chunk or data
 * loads it creeps towards 90 %, then fills and fades.
 */
export function NavigationProgress() {
  const loading = useLoading();
  const chunks = useSyncExternalStore(subscribe, () => pendingChunks, () => 0);
  const [value, setValue] = useState<number | null>(null);
  const busy = loading || chunks > 0;

  useEffect(() => {
    if (busy) {
      setValue((v) => (v === null || v === 100 ? 10 : v));
      const timer = setInterval(() => setValue((v) => Math.min(90, (v ?? 10) + (95 - (v ?? 10)) * 0.12)), 150);
      return () => clearInterval(timer);
    }
    setValue((v) => (v === null ? null : 100));
    const timer = setTimeout(() => setValue(null), 300);
    return () => clearTimeout(timer);
  }, [busy]);

  if (value === null) return <NavigationFlash />;
  return (
    <LinearProgress
      variant="determinate"
      value={value}
      aria-hidden
      data-testid="navigation-progress"
      sx={(theme) => ({ ...BAR_SX(theme), bgcolor: 'transparent' })}
    />
  );
}
