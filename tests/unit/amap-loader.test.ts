import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as ReactDOM from 'react-dom';

const settings = vi.hoisted(() => ({ mapKey: 'k-123', mapSecurityCode: '', mapScript: 'https://webapi.amap.com/maps' }));
vi.mock('../../src/config/env', () => ({ config: settings }));

type Loader = typeof import('../../src/maps/loadAmap');
let loadAmap: Loader['loadAmap'];
const { AMAP_PLUGINS, LOAD_TIMEOUT_MS } = await import('../../src/maps/loadAmap');

const scripts = () => [...document.head.querySelectorAll('script')];
const lastScript = () => scripts().at(-1)!;
const params = (script: HTMLScriptElement) => new URL(script.src).searchParams;

// Each test starts from a page that has not loaded AMap yet.
beforeEach(async () => {
  vi.resetModules();
  ({ loadAmap } = await import('../../src/maps/loadAmap'));
  Object.assign(settings, { mapKey: 'k-123', mapSecurityCode: '', mapScript: 'https://webapi.amap.com/maps' });
  Reflect.deleteProperty(window, 'AMap');
  delete window._AMapSecurityConfig;
});
afterEach(() => {
  vi.useRealTimers();
  for (const s of scripts()) s.remove();
});

describe('loading AMap on demand', () => {
  it('loads nothing without a key', async () => {
    settings.mapKey = '';
    await expect(loadAmap()).rejects.toThrow('no AMap key');
    expect(scripts()).toHaveLength(0);
  });

  it('loads 1.4 from the configured URL with the key, every plugin and a ready callback, once', async () => {
    settings.mapScript = '/amap-standin.js';
    settings.mapSecurityCode = 'sec-9';
    const first = loadAmap();
    const script = lastScript();
    expect(script.src.startsWith(`${window.location.origin}/amap-standin.js?`)).toBe(true);
    expect(params(script).get('v')).toBe('1.4.15');
    expect(params(script).get('key')).toBe('k-123');
    expect(params(script).get('plugin')!.split(',')).toEqual([...AMAP_PLUGINS]);
    expect(AMAP_PLUGINS).toEqual(expect.arrayContaining(['AMap.Autocomplete', 'AMap.PlaceSearch', 'AMap.Scale', 'AMap.OverView', 'AMap.ToolBar', 'AMap.MapType', 'AMap.PolyEditor', 'AMap.CircleEditor']));
    // The security code is in place before the script runs.
    expect(window._AMapSecurityConfig).toEqual({ securityJsCode: 'sec-9' });
    const callback = params(script).get('callback') as `__amapReady${string}`;
    const fake = { v: 'fake' } as unknown as typeof AMap;
    window.AMap = fake;
    window[callback]!();
    await expect(first).resolves.toBe(fake);
    expect(window[callback]).toBeUndefined();
    // Another screen with a map reuses it.
    await expect(loadAmap()).resolves.toBe(fake);
    expect(scripts()).toHaveLength(1);
  });

  it('fails when the script cannot load, and tries again next time', async () => {
    const first = loadAmap();
    lastScript().dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow('could not be loaded');
    expect(scripts()).toHaveLength(0);
    const second = loadAmap();
    expect(scripts()).toHaveLength(1);
    window.AMap = {} as typeof AMap;
    window[params(lastScript()).get('callback') as `__amapReady${string}`]!();
    await expect(second).resolves.toBe(window.AMap);
  });

  it('fails when the script never calls back (a hanging host)', async () => {
    vi.useFakeTimers();
    const pending = loadAmap();
    const callback = params(lastScript()).get('callback') as `__amapReady${string}`;
    vi.advanceTimersByTime(LOAD_TIMEOUT_MS);
    await expect(pending).rejects.toThrow('did not answer in time');
    expect(window[callback]).toBeUndefined();
  });

  it('react-amap 1.2.8 cannot run here: it renders marker contents with ReactDOM.render, which React 19 removed', () => {
    // Hence the console's own thin binding (src/maps); if this ever fails, react-amap is worth a new look.
    expect('render' in ReactDOM).toBe(false);
    expect('findDOMNode' in ReactDOM).toBe(false);
  });
});
