import { createContext, useContext } from 'react';

/**
 * Whether a screen is the one shown, read when it is needed: a kept screen hidden behind its tab
 * is not drawn again when this changes (TabScreens updates it as the screens change places).
 */
export interface ScreenShown {
  readonly shown: boolean;
}

const ALWAYS_SHOWN: ScreenShown = { shown: true };

export const ScreenShownContext = createContext<ScreenShown>(ALWAYS_SHOWN);

/** The screen's own answer; a screen outside the tabs is always shown. */
export const useScreenShown = (): ScreenShown => useContext(ScreenShownContext);
