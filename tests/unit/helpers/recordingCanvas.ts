import { afterAll, beforeAll } from 'vitest';

/** One call on a 2D context: its name and arguments. */
export type Drawn = [string, ...unknown[]];

/** A 2D context that records what is drawn (jsdom has no canvas). */
function recordingContext(log: Drawn[]) {
  return new Proxy({} as Record<string | symbol, unknown>, {
    get(target, name) {
      if (name in target) return target[name];
      if (name === 'measureText') return (text: string) => ({ width: text.length * 7 });
      return (...args: unknown[]) => log.push([String(name), ...args]);
    },
    set(target, name, value) {
      target[name] = value;
      return true;
    },
  });
}

/**
 * For the tests of the calling file: every canvas draws into a record (answered by canvas), and
 * a box holding a canvas (a map's) is 640 px wide, since jsdom lays nothing out.
 */
export function recordCanvases(): WeakMap<HTMLCanvasElement, Drawn[]> {
  const drawn = new WeakMap<HTMLCanvasElement, Drawn[]>();
  const originalGetContext = HTMLCanvasElement.prototype.getContext;
  beforeAll(() => {
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement) {
      if (!drawn.has(this)) drawn.set(this, []);
      return recordingContext(drawn.get(this)!);
    } as unknown as typeof HTMLCanvasElement.prototype.getContext;
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
      configurable: true,
      get(this: HTMLElement) {
        return this.querySelector(':scope > canvas') ? 640 : 0;
      },
    });
  });
  afterAll(() => {
    HTMLCanvasElement.prototype.getContext = originalGetContext;
    // jsdom's own clientWidth (on Element) shows through again.
    delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  });
  return drawn;
}

/** The texts drawn on the canvases in the document. */
export function drawnTexts(drawn: WeakMap<HTMLCanvasElement, Drawn[]>): string[] {
  return [...document.querySelectorAll('canvas')].flatMap((canvas) => (drawn.get(canvas) ?? []).filter(([name]) => name === 'fillText').map(([, text]) => String(text)));
}
