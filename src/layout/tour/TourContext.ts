import { createContext, useContext } from 'react';

export const TourContext = createContext<{ start: () => void }>({ start: () => undefined });

/** Starts the guided tour of the shell (the /guide/index page uses it). */
export function useTour() {
  return useContext(TourContext);
}
