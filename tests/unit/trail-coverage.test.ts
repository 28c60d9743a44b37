import { describe, expect, it } from 'vitest';
import { coverage, DEFAULT_RADIUS, distance, timeAt, type CoveragePoint } from '../../src/resources/companies/trail/coverage';

// Metres per degree of latitude on the mean sphere, and of longitude at latitude 30°.
const M_LAT = (6_371_008.8 * Math.PI) / 180;
const LAT0 = 30;
const M_LNG = M_LAT * Math.cos((LAT0 * Math.PI) / 180);
const LNG0 = 120;
/** A point `east` and `north` metres from (120°E, 30°N), at 08:00 plus `s` seconds. */
const at = (east: number, north: number, s = 0): CoveragePoint => ({
  lng: LNG0 + east / M_LNG,
  lat: LAT0 + north / M_LAT,
  time: `2026-05-04 08:${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`,
});
const target = (id: number, east: number, north: number, radius?: number | null) => ({ id, name: `P${id}`, ...at(east, north), radius });

describe('great-circle distance', () => {
  it('measures a degree of latitude and a quarter of the equator', () => {
    expect(distance({ lng: 0, lat: 0 }, { lng: 0, lat: 1 })).toBeCloseTo(M_LAT, 3);
    expect(distance({ lng: 0, lat: 0 }, { lng: 90, lat: 0 })).toBeCloseTo((Math.PI / 2) * 6_371_008.8, 0);
    expect(distance(at(0, 0), at(30, 40))).toBeCloseTo(50, 2);
  });
});

describe('coverage', () => {
  it('an empty trail reaches nothing and has no moment to seek to', () => {
    expect(coverage([], [target(1, 0, 0)])).toEqual([{ id: 1, name: 'P1', radius: DEFAULT_RADIUS, reached: false, index: null, time: null, closest: null }]);
  });

  it('a single point reaches what is within the radius, and nothing else', () => {
    const [near, far] = coverage([at(0, 0)], [target(1, 29, 0), target(2, 31, 0)]);
    expect(near).toMatchObject({ reached: true, index: 0, time: '2026-05-04 08:00:00' });
    expect(far).toMatchObject({ reached: false, index: 0 });
    expect(far!.closest).toBeCloseTo(31, 3);
  });

  it('finds a point passed between two samples, with the moment the path entered its circle', () => {
    // West to east along y = 0, 200 m in 200 s; the point sits 20 m north of x = 100.
    const trail = [at(-100, 0, 0), at(100, 0, 200)];
    const [entry] = coverage(trail, [target(7, 0, 20, 25)]);
    // Enters at x = -15 (15² + 20² = 25²): 85 m along, i.e. index 0.425 and 08:01:25.
    expect(entry!.reached).toBe(true);
    expect(entry!.index).toBeCloseTo(0.425, 6);
    expect(entry!.time).toBe('2026-05-04 08:01:25');
    // Neither sample is within 25 m: a check of the samples alone would miss it.
    expect(distance(trail[0]!, target(7, 0, 20))).toBeGreaterThan(25);
  });

  it('uses each point’s own radius, the default when it has none, and reports how close a missed one came', () => {
    const trail = [at(0, 0, 0), at(0, 100, 100), at(0, 200, 200)];
    const result = coverage(trail, [target(1, 40, 100), target(2, 40, 150, 50), target(3, 25, 50, null)]);
    expect(result.map((r) => [r.id, r.reached, r.radius])).toEqual([
      [1, false, 30],
      [2, true, 50],
      [3, true, 30],
    ]);
    expect(result[0]!.closest).toBeCloseTo(40, 2);
    // The missed point's moment is the closest approach: the middle sample.
    expect(result[0]!.index).toBeCloseTo(1, 6);
    expect(result[0]!.time).toBe('2026-05-04 08:01:40');
    // A configured default replaces 30 m.
    expect(coverage(trail, [target(1, 40, 100)], 45)[0]).toMatchObject({ reached: true, radius: 45 });
  });

  it('takes the first visit, not a later closer one', () => {
    const trail = [at(0, -100, 0), at(0, 0, 100), at(0, 100, 200), at(0, 0, 300)];
    const [entry] = coverage(trail, [target(1, 10, 0)]);
    expect(entry!.index).toBeLessThan(1);
    expect(entry!.index).toBeCloseTo(1 - Math.sqrt(30 ** 2 - 10 ** 2) / 100, 6);
  });

  it('agrees with the great-circle distance along the path over a city-sized walk', () => {
    const trail = Array.from({ length: 50 }, (_, i) => at(i * 40 - 1000, Math.sin(i) * 300, i * 10));
    const targets = Array.from({ length: 40 }, (_, i) => target(i, i * 47 - 900, ((i * 53) % 600) - 300, 60));
    // The path densified to 1 m steps, measured along great circles.
    const dense = trail.slice(1).flatMap((b, i) => {
      const a = trail[i]!;
      return Array.from({ length: 60 }, (_, k) => ({ lng: a.lng + ((b.lng - a.lng) * k) / 60, lat: a.lat + ((b.lat - a.lat) * k) / 60 }));
    });
    const result = coverage(trail, targets);
    let reached = 0;
    for (const entry of result) {
      const exact = Math.min(...dense.map((p) => distance(p, targets[entry.id]!)));
      if (Math.abs(exact - 60) > 1) expect(entry.reached).toBe(exact < 60);
      if (!entry.reached) expect(entry.closest!).toBeCloseTo(exact, 0);
      reached += Number(entry.reached);
    }
    // Both outcomes occur, so the comparison means something.
    expect(reached).toBeGreaterThan(3);
    expect(reached).toBeLessThan(37);
  });

  it('interpolates the time between samples and keeps a sample’s own time', () => {
    const trail = [at(0, 0, 0), at(0, 10, 30)];
    expect(timeAt(trail, 0)).toBe('2026-05-04 08:00:00');
    expect(timeAt(trail, 0.5)).toBe('2026-05-04 08:00:15');
    expect(timeAt(trail, 1)).toBe('2026-05-04 08:00:30');
  });

  it('covers 10,000 points x 200 check points well under 50 ms', () => {
    const trail = Array.from({ length: 10_000 }, (_, i) => at(Math.cos(i / 300) * 800, Math.sin(i / 170) * 600, i % 3600));
    const targets = Array.from({ length: 200 }, (_, i) => target(i, ((i * 137) % 1800) - 900, ((i * 89) % 1400) - 700));
    coverage(trail, targets); // warm up the JIT as a second look at the trail would
    const runs = Array.from({ length: 5 }, () => {
      const t0 = performance.now();
      coverage(trail, targets);
      return performance.now() - t0;
    }).sort((a, b) => a - b);
    expect(runs[2]).toBeLessThan(50);
  });
});
