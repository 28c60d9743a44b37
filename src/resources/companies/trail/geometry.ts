// Offline trail geometry: a local flat projection (metres around the trail's centre), the
// view that fits the whole path, positions between points and a round scale bar length.
import { METRES_PER_DEGREE_LAT, METRES_PER_DEGREE_LNG } from '../../../maps/tiles';

export interface LngLat {
  lng: number;
  lat: number;
}

export interface TrailPoint extends LngLat {
  id: number;
  time: string;
}

/**
 * Points in metres east (x) and north (y) of the centre of everything shown: exact enough for a
 * city-sized walk. `extra` (check points, clock-in places) follow the trail's points in the result.
 */
export function projectMetres(points: readonly LngLat[], extra: readonly LngLat[] = []): Float64Array {
  const all = extra.length > 0 ? [...points, ...extra] : points;
  const out = new Float64Array(all.length * 2);
  if (all.length === 0) return out;
  const { lng: lng0, lat: lat0 } = projectionCentre(all);
  const cos = Math.cos((lat0 * Math.PI) / 180);
  all.forEach((p, i) => {
    out[i * 2] = (p.lng - lng0) * cos * METRES_PER_DEGREE_LNG;
    out[i * 2 + 1] = (p.lat - lat0) * METRES_PER_DEGREE_LAT;
  });
  return out;
}

/** The middle of the points' bounding box: the origin of projectMetres. */
export function projectionCentre(all: readonly LngLat[]): LngLat {
  let minLng = Infinity, maxLng = -Infinity, minLat = Infinity, maxLat = -Infinity;
  for (const p of all) {
    if (p.lng < minLng) minLng = p.lng;
    if (p.lng > maxLng) maxLng = p.lng;
    if (p.lat < minLat) minLat = p.lat;
    if (p.lat > maxLat) maxLat = p.lat;
  }
  return all.length === 0 ? { lng: 0, lat: 0 } : { lng: (minLng + maxLng) / 2, lat: (minLat + maxLat) / 2 };
}

export interface View {
  /** Pixels per metre. */
  scale: number;
  /** Screen position of the projection's origin. */
  cx: number;
  cy: number;
}

/** The view that fits every point inside width x height with `padding` pixels around. */
export function fitView(metres: Float64Array, width: number, height: number, padding = 36): View {
  let minX = Infinity, maxX = -Infinity, minY = Infinity, maxY = -Infinity;
  for (let i = 0; i < metres.length; i += 2) {
    const x = metres[i]!, y = metres[i + 1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  if (!Number.isFinite(minX)) return { scale: 1, cx: width / 2, cy: height / 2 };
  const spanX = Math.max(maxX - minX, 1);
  const spanY = Math.max(maxY - minY, 1);
  // A path under 50 m across is shown at the 50 m scale, so a standing person is not a scribble.
  const scale = Math.min((width - padding * 2) / Math.max(spanX, 50), (height - padding * 2) / Math.max(spanY, 50));
  const midX = (minX + maxX) / 2;
  const midY = (minY + maxY) / 2;
  return { scale, cx: width / 2 - midX * scale, cy: height / 2 + midY * scale };
}

/** Screen coordinates of every point (north up). */
export function toScreen(metres: Float64Array, view: View): Float32Array {
  const out = new Float32Array(metres.length);
  for (let i = 0; i < metres.length; i += 2) {
    out[i] = view.cx + metres[i]! * view.scale;
    out[i + 1] = view.cy - metres[i + 1]! * view.scale;
  }
  return out;
}

/** The screen position at a fractional point index (between two points: on the segment). */
export function positionAt(screen: Float32Array, index: number): [number, number] {
  const count = screen.length / 2;
  if (count === 0) return [0, 0];
  const clamped = Math.min(Math.max(index, 0), count - 1);
  const i = Math.floor(clamped);
  const f = clamped - i;
  const j = Math.min(i + 1, count - 1);
  return [screen[i * 2]! + (screen[j * 2]! - screen[i * 2]!) * f, screen[i * 2 + 1]! + (screen[j * 2 + 1]! - screen[i * 2 + 1]!) * f];
}

/** A round length (1, 2 or 5 x 10^n metres) close to `targetPx` pixels at `scale`. */
export function scaleBar(scale: number, targetPx = 100): { metres: number; pixels: number; label: string } {
  const raw = targetPx / scale;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [10, 5, 2, 1].find((s) => s * power <= raw) ?? 1;
  const metres = step * power;
  const label = metres >= 1000 ? `${metres / 1000} km` : `${metres} m`;
  return { metres, pixels: metres * scale, label };
}

/** A named place shown on either renderer: a check point (with its reach) or a clock-in place. */
export interface MapPlace extends LngLat {
  key: string;
  kind: 'reached' | 'missed' | 'clock';
  label: string;
  /** Metres (check points). */
  radius?: number;
}
