import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { LinearProgress } from '@mui/material';
import { useLoading } from 'react-admin';

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

const MIN_VISIBLE_MS = 200;

/**
 * The thin bar at the top during every navigation, lazy chunk load and data load: it
 * creeps towards 90 % while busy, then fills and fades.
 */
export function NavigationProgress() {
  const { key } = useLocation();
  const loading = useLoading();
  const chunks = useSyncExternalStore(subscribe, () => pendingChunks, () => 0);
  const [navigating, setNavigating] = useState(true);
  const [value, setValue] = useState<number | null>(null);
  const busy = navigating || loading || chunks > 0;

  useEffect(() => {
    setNavigating(true);
    const timer = setTimeout(() => setNavigating(false), MIN_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [key]);

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

  if (value === null) return null;
  return (
    <LinearProgress
      variant="determinate"
      value={value}
      aria-hidden
      data-testid="navigation-progress"
      sx={(theme) => ({ position: 'fixed', top: 0, left: 0, right: 0, height: 2, zIndex: theme.zIndex.tooltip + 1, bgcolor: 'transparent' })}
    />
  );
}
