// WCAG 2 colour arithmetic: the theme keeps the chosen hue but adjusts its lightness until text
// in that colour (or on it) reaches 4.5:1, so any custom theme colour stays readable.

export const TEXT_CONTRAST = 4.5;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Mixes `hex` with `target` by `amount` (0: unchanged, 1: target). */
export function mix(hex: string, target: string, amount: number): string {
  const from = channels(hex);
  const to = channels(target);
  return toHex(from.map((c, i) => c + (to[i] - c) * amount));
}

/**
 * The colour nearest to `hex` that reads at `ratio` against every background given: darker on
 * light backgrounds, lighter on dark ones.
 */
export function readableOn(hex: string, backgrounds: readonly string[], ratio = TEXT_CONTRAST): string {
  const darkBackground = relativeLuminance(backgrounds[0]) < 0.2;
  const target = darkBackground ? '#ffffff' : '#000000';
  for (let step = 0; step <= 50; step++) {
    const candidate = mix(hex, target, step / 50);
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= ratio)) return candidate;
  }
  return target;
}
