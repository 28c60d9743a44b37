// Canvas drawing for the offline trail map.

const PATH = '#9bb3c9';
const TRAVELLED = '#1976d2';
const START = '#2e7d32';
const END = '#c62828';
/** The trail's own colours, shared with the AMap renderer. */
export const TRAIL_COLORS = { path: PATH, travelled: TRAVELLED, start: START, end: END } as const;
/** Check point reached, check point missed, clock-in place: also the coverage list's colours. */
export const PLACE_COLORS = { reached: '#2e7d32', missed: '#bf360c', clock: '#6a1b9a' } as const;

/** A check point or clock-in place on the screen. */
export interface ScreenPlace {
  x: number;
  y: number;
  kind: keyof typeof PLACE_COLORS;
  label: string;
  /** The reach circle's radius in pixels (check points only). */
  radiusPx?: number;
}

function grid(ctx: CanvasRenderingContext2D, width: number, height: number) {
  ctx.strokeStyle = 'rgba(0,0,0,0.05)';
  ctx.lineWidth = 1;
  ctx.beginPath();
  for (let x = 0.5; x < width; x += 40) {
    ctx.moveTo(x, 0);
    ctx.lineTo(x, height);
  }
  for (let y = 0.5; y < height; y += 40) {
    ctx.moveTo(0, y);
    ctx.lineTo(width, y);
  }
  ctx.stroke();
}

function pin(ctx: CanvasRenderingContext2D, x: number, y: number, color: string, label: string) {
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.arc(x, y, 7, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = '#fff';
  ctx.lineWidth = 2;
  ctx.stroke();
  ctx.font = '600 12px system-ui, sans-serif';
  const w = ctx.measureText(label).width + 10;
  ctx.fillStyle = color;
  ctx.fillRect(x + 10, y - 20, w, 18);
  ctx.fillStyle = '#fff';
  ctx.fillText(label, x + 15, y - 7);
}

function tag(ctx: CanvasRenderingContext2D, x: number, y: number, color: string, label: string) {
  ctx.font = '12px system-ui, sans-serif';
  const w = ctx.measureText(label).width + 8;
  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  ctx.fillRect(x, y - 9, w, 16);
  ctx.fillStyle = color;
  ctx.fillText(label, x + 4, y + 3);
}

/** Check points as their reach circle with a dot, clock-in places as diamonds, each named. */
function places(ctx: CanvasRenderingContext2D, list: readonly ScreenPlace[]) {
  for (const p of list) {
    const color = PLACE_COLORS[p.kind];
    if (p.kind === 'clock') {
      ctx.fillStyle = color;
      ctx.beginPath();
      ctx.moveTo(p.x, p.y - 7);
      ctx.lineTo(p.x + 7, p.y);
      ctx.lineTo(p.x, p.y + 7);
      ctx.lineTo(p.x - 7, p.y);
      ctx.closePath();
      ctx.fill();
    } else {
      ctx.fillStyle = `${color}22`;
      ctx.strokeStyle = color;
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      ctx.arc(p.x, p.y, Math.max(p.radiusPx ?? 0, 6), 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
      ctx.fillStyle = color;
      ctx.beginPath();
      ctx.arc(p.x, p.y, 4, 0, Math.PI * 2);
      ctx.fill();
    }
    tag(ctx, p.x + 9, p.y, color, p.label);
  }
}

/** Grid (unless tiles lie under it), check points and clock-in places, the whole path, the start and end pins and the scale bar. */
export function drawBase(
  ctx: CanvasRenderingContext2D,
  screen: Float32Array,
  width: number,
  height: number,
  bar: { pixels: number; label: string },
  labels: { start: string; end: string },
  marks: readonly ScreenPlace[] = [],
  withGrid = true,
) {
  ctx.clearRect(0, 0, width, height);
  if (withGrid) grid(ctx, width, height);
  places(ctx, marks);
  const count = screen.length / 2;
  if (count > 1) {
    ctx.strokeStyle = PATH;
    ctx.lineWidth = 4;
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(screen[0]!, screen[1]!);
    for (let i = 1; i < count; i++) ctx.lineTo(screen[i * 2]!, screen[i * 2 + 1]!);
    ctx.stroke();
    pin(ctx, screen[(count - 1) * 2]!, screen[(count - 1) * 2 + 1]!, END, labels.end);
  }
  if (count > 0) pin(ctx, screen[0]!, screen[1]!, START, labels.start);
  // Scale bar, bottom left.
  const x = 16, y = height - 18;
  ctx.strokeStyle = '#333';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(x, y - 6);
  ctx.lineTo(x, y);
  ctx.lineTo(x + bar.pixels, y);
  ctx.lineTo(x + bar.pixels, y - 6);
  ctx.stroke();
  ctx.fillStyle = '#333';
  ctx.font = '12px system-ui, sans-serif';
  ctx.fillText(bar.label, x + 4, y - 6);
}

/** Adds the travelled segments from point `from` up to fractional `index`; returns the new end. */
export function extendProgress(ctx: CanvasRenderingContext2D, screen: Float32Array, from: number, index: number): number {
  const upTo = Math.floor(index);
  if (upTo <= from) return from;
  ctx.strokeStyle = TRAVELLED;
  ctx.lineWidth = 4;
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.moveTo(screen[from * 2]!, screen[from * 2 + 1]!);
  for (let i = from + 1; i <= upTo; i++) ctx.lineTo(screen[i * 2]!, screen[i * 2 + 1]!);
  ctx.stroke();
  return upTo;
}

/** The marker's own small canvas, in CSS pixels: the ring (radius 14) with a pixel to spare. */
export const MARKER_BOX = 32;

/** The moving marker, a blue dot with a white ring, drawn once in the middle of its own canvas. */
export function drawMarker(ctx: CanvasRenderingContext2D) {
  const c = MARKER_BOX / 2;
  ctx.clearRect(0, 0, MARKER_BOX, MARKER_BOX);
  ctx.fillStyle = 'rgba(25,118,210,0.25)';
  ctx.beginPath();
  ctx.arc(c, c, 14, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = TRAVELLED;
  ctx.strokeStyle = '#fff';
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.arc(c, c, 7, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
}
