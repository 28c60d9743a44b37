import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { TourContext } from './TourContext';

// The overlay (and MUI's popper and focus trap with it) loads when a tour starts.
const TourOverlay = lazy(() => import('./TourOverlay'));

/** Gives the layout a tour of its own tools; `useTour().start()` runs it. */
export function TourProvider({ children }: { children: ReactNode }) {
  const [running, setRunning] = useState(false);
  const value = useMemo(() => ({ start: () => setRunning(true) }), []);
  return (
    <TourContext.Provider value={value}>
      {children}
      {running && (
        <Suspense fallback={null}>
          <TourOverlay onClose={() => setRunning(false)} />
        </Suspense>
      )}
    </TourContext.Provider>
  );
}
