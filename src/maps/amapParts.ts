/// <reference types="amap-js-api" />
// The few AMap 1.4 plugin classes the console uses that have no published types, typed as far
// as the console calls them, and the DOM pieces its markers show.

export interface AmapPlugins {
  Scale: new () => object;
  OverView: new (options?: { isOpen?: boolean }) => object;
  MapType: new (options?: { defaultType?: number }) => object;
  CircleEditor: new (map: AMap.Map, circle: AMap.Circle) => AMap.EventEmitter & { open(): void; close(): void };
}

/** The namespace with its plugins, once they are loaded with it (loadAmap). */
export const plugins = (A: typeof AMap) => A as unknown as typeof AMap & AmapPlugins;

/** AMap's map labels in the console's language: Chinese, or English for English and Spanish (AMap has no Spanish). */
export const amapLang = (locale: string): AMap.Lang => (locale === 'zh' ? 'zh_cn' : 'en');

/** A round dot with a name beside it; the name is text, never markup (it is user input). */
export function dotWithName(color: string, name: string, testId?: string): HTMLElement {
  const box = document.createElement('div');
  box.style.cssText = 'display:flex;align-items:center;gap:4px;transform:translate(-6px,-6px);white-space:nowrap;font:12px system-ui,sans-serif';
  if (testId) box.dataset.testid = testId;
  const dot = document.createElement('span');
  dot.style.cssText = `width:12px;height:12px;border-radius:50%;background:${color};border:2px solid #fff;box-shadow:0 0 2px rgba(0,0,0,.5)`;
  const label = document.createElement('span');
  label.textContent = name;
  label.style.cssText = `background:rgba(255,255,255,.9);color:${color};padding:0 4px;border-radius:2px`;
  box.append(dot, label);
  return box;
}
