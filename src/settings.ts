import { useSyncExternalStore } from 'react';
import Cookies from 'js-cookie';
import { DEFAULT_PRIMARY, UI_SIZES, type ThemeOptions, type UiSize } from './theme';
import { isHexColor } from './theme/contrast';

// Cookie name fixed by spec §9; the rest of the settings live in localStorage.
const SIZE_COOKIE = 'size';
const SETTINGS_KEY = 'ops-settings';

/** The layout defaults in one place (spec §3's settings, plus dark mode). */
export interface Settings extends Required<ThemeOptions> {
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  primary: DEFAULT_PRIMARY,
  mode: 'light',
  size: 'medium',
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
};

export function isSize(value: unknown): value is UiSize {
  return typeof value === 'string' && (UI_SIZES as readonly string[]).includes(value);
}

const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);

export function readSettings(): Settings {
  let stored: Partial<Settings> = {};
  try {
    stored = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Partial<Settings>;
  } catch {
    stored = {};
  }
  const size = Cookies.get(SIZE_COOKIE);
  return {
    primary: isHexColor(stored.primary) ? stored.primary : DEFAULT_PRIMARY,
    mode: stored.mode === 'dark' ? 'dark' : 'light',
    size: isSize(size) ? size : DEFAULT_SETTINGS.size,
    tagsView: flag(stored.tagsView, DEFAULT_SETTINGS.tagsView),
    fixedHeader: flag(stored.fixedHeader, DEFAULT_SETTINGS.fixedHeader),
    sidebarLogo: flag(stored.sidebarLogo, DEFAULT_SETTINGS.sidebarLogo),
  };
}

export function writeSettings(settings: Settings): void {
  const { size, ...rest } = settings;
  localStorage.setItem(SETTINGS_KEY, JSON.stringify(rest));
  Cookies.set(SIZE_COOKIE, size, { sameSite: 'Lax', expires: 365 });
}

// The live copy: read once per page load (so the first paint already has the stored colour),
// then every change is written through and announced.
let current: Settings | null = null;
const listeners = new Set<() => void>();

export function getSettings(): Settings {
  current ??= readSettings();
  return current;
}

export function updateSettings(patch: Partial<Settings>): Settings {
  current = { ...getSettings(), ...patch };
  writeSettings(current);
  for (const listener of listeners) listener();
  return current;
}

/** Drops the live copy so the next read comes from storage again (tests, other tabs). */
export function reloadSettings(): void {
  current = null;
  for (const listener of listeners) listener();
}

export function subscribeSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current settings; re-renders when any of them changes. */
export function useSettings(): Settings {
  return useSyncExternalStore(subscribeSettings, getSettings, getSettings);
}
