/// <reference types="amap-js-api" />
/// <reference types="amap-js-api-autocomplete" />
/// <reference types="amap-js-api-place-search" />
/// <reference types="amap-js-api-tool-bar" />
// Loads the AMap JS API 1.4 on demand, once per page, from the configured script URL.
import { config } from '../config/env';

/** The plugins the console uses, loaded with the API (spec §1, §9). */
export const AMAP_PLUGINS = [
  'AMap.Autocomplete',
  'AMap.PlaceSearch',
  'AMap.Scale',
  'AMap.OverView',
  'AMap.ToolBar',
  'AMap.MapType',
  'AMap.PolyEditor',
  'AMap.CircleEditor',
] as const;

/** A script that neither loads nor calls back in this long has failed (a blocked or hanging host). */
export const LOAD_TIMEOUT_MS = 15_000;

declare global {
  interface Window {
    AMap?: typeof AMap;
    _AMapSecurityConfig?: { securityJsCode: string };
    [callback: `__amapReady${string}`]: (() => void) | undefined;
  }
}

let loading: Promise<typeof AMap> | null = null;
let counter = 0;

/** True when a key is configured: only then does a screen try AMap. */
export const amapConfigured = () => config.mapKey !== '';

/** The script's URL: the configured base with the version, key, plugins and the ready callback. */
export function amapScriptUrl(callback: string): string {
  const url = new URL(config.mapScript, window.location.href);
  url.searchParams.set('v', '1.4.15');
  url.searchParams.set('key', config.mapKey);
  url.searchParams.set('plugin', AMAP_PLUGINS.join(','));
  url.searchParams.set('callback', callback);
  return url.toString();
}

/**
 * The AMap namespace, loading the script on first use. A failure (no network, blocked, a bad
 * key that never calls back) rejects, and the next call tries again.
 */
export function loadAmap(): Promise<typeof AMap> {
  if (!amapConfigured()) return Promise.reject(new Error('no AMap key is configured'));
  if (window.AMap && loading) return loading;
  loading ??= new Promise<typeof AMap>((resolve, reject) => {
    // Must be set before the script runs.
    if (config.mapSecurityCode) window._AMapSecurityConfig = { securityJsCode: config.mapSecurityCode };
    const callback = `__amapReady${++counter}` as const;
    const script = document.createElement('script');
    const fail = (reason: string) => {
      cleanup();
      script.remove();
      loading = null;
      reject(new Error(reason));
    };
    const timer = window.setTimeout(() => fail('the AMap script did not answer in time'), LOAD_TIMEOUT_MS);
    const cleanup = () => {
      window.clearTimeout(timer);
      delete window[callback];
    };
    window[callback] = () => {
      cleanup();
      if (window.AMap) resolve(window.AMap);
      else fail('the AMap script loaded without AMap');
    };
    script.src = amapScriptUrl(callback);
    script.async = true;
    script.onerror = () => fail('the AMap script could not be loaded');
    document.head.appendChild(script);
  });
  return loading;
}
