import { useMemo } from 'react';
import { useSettings } from '../settings';
import { appThemeOptions } from './index';

/** The theme the settings describe now: rebuilt live when the colour, mode or size changes. */
export function useLiveTheme() {
  const { primary, mode, size } = useSettings();
  return useMemo(() => appThemeOptions({ primary, mode, size }), [primary, mode, size]);
}
