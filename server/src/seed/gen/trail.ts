// GPS trails: a patrol inside a plant, walked or driven, with smoothly changing heading.
import { type Rng, coord } from '../random.js';

export interface TrailSample {
  /** epoch ms */
  time: number;
  lng: number;
  lat: number;
}

export interface PatrolOptions {
  /** The plant centre. */
  lng: number;
  lat: number;
  start: Date;
  points: number;
  /** Driving a plant vehicle instead of walking. */
  driving: boolean;
}

const METERS_PER_DEGREE = 111_320;

const wrapAngle = (a: number): number => Math.atan2(Math.sin(a), Math.cos(a));
const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/**
 * One patrol: starts at a gate on the plant boundary, then moves with a turn rate that
 * drifts slowly (so the heading changes smoothly), steering back inside near the fence,
 * pausing now and then at a check point. Samples are 5-20 s apart, with ~1.5 m GPS noise.
 */
export function patrol(rng: Rng, opts: PatrolOptions): TrailSample[] {
  const halfX = opts.driving ? rng.float(400, 700) : rng.float(180, 420);
  const halfY = opts.driving ? rng.float(300, 500) : rng.float(140, 320);
  const speed = opts.driving ? rng.float(3.5, 5.5) : rng.float(1.0, 1.5);
  const metersPerLng = METERS_PER_DEGREE * Math.cos((opts.lat * Math.PI) / 180);

  // Enter through a gate in the middle of one side, heading inwards.
  const side = rng.int(0, 3);
  let x = side === 0 ? -halfX : side === 1 ? halfX : rng.float(-0.3, 0.3) * halfX;
  let y = side === 2 ? -halfY : side === 3 ? halfY : rng.float(-0.3, 0.3) * halfY;
  let heading = Math.atan2(-y, -x) + rng.normal() * 0.3;
  let turnRate = 0;
  let time = opts.start.getTime();
  let pause = 0;
  const out: TrailSample[] = [];

  for (let i = 0; i < opts.points; i++) {
    if (i > 0) {
      const dt = rng.int(5, 20);
      time += dt * 1000;
      if (pause > 0) {
        pause--; // standing at a check point: only GPS jitter
      } else {
        turnRate = turnRate * 0.8 + rng.normal() * 0.006;
        const edge = Math.max(Math.abs(x) / halfX, Math.abs(y) / halfY);
        if (edge > 0.75) {
          // Steer back towards the middle, harder the closer to the fence.
          turnRate += wrapAngle(Math.atan2(-y, -x) - heading) * 0.01 * (edge - 0.75) * 8;
        }
        heading = wrapAngle(heading + clamp(turnRate * dt, -0.8, 0.8));
        const step = speed * (0.85 + 0.3 * rng.next()) * dt;
        x = clamp(x + Math.cos(heading) * step, -halfX, halfX);
        y = clamp(y + Math.sin(heading) * step, -halfY, halfY);
        if (!opts.driving && rng.chance(0.03)) pause = rng.int(2, 8);
      }
    }
    out.push({
      time,
      lng: coord(opts.lng + (x + rng.normal() * 1.5) / metersPerLng),
      lat: coord(opts.lat + (y + rng.normal() * 1.5) / METERS_PER_DEGREE),
    });
  }
  return out;
}
