import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import { fitView, positionAt, projectMetres, scaleBar, toScreen, type TrailPoint } from '../../src/resources/companies/trail/geometry';
import { BASE_DURATION_MS, SPEEDS, usePlayback } from '../../src/resources/companies/trail/usePlayback';
import TrailPlayer from '../../src/resources/companies/trail/TrailPlayer';
import { renderInAdmin } from './helpers/resourceHarness';

const point = (lng: number, lat: number, i = 0): TrailPoint => ({ id: i + 1, lng, lat, time: `2026-05-04 08:00:${String(i).padStart(2, '0')}` });
const pairs = (a: ArrayLike<number>) => Array.from({ length: a.length / 2 }, (_, i) => [a[i * 2]!, a[i * 2 + 1]!]);

describe('trail geometry', () => {
  it('projects points to metres east and north of the trail’s centre', () => {
    expect(projectMetres([])).toHaveLength(0);
    const [west, east] = pairs(projectMetres([point(116.0, 0), point(116.01, 0)]));
    expect(west![0]).toBeCloseTo(-556.6, 1);
    expect(east![0]).toBeCloseTo(556.6, 1);
    expect(east![1]).toBeCloseTo(0, 6);
    // A degree of longitude is half as long at 60° north; latitude keeps its length.
    const [sw, ne] = pairs(projectMetres([point(10, 59.995), point(10.01, 60.005)]));
    expect(ne![0] - sw![0]).toBeCloseTo(556.6, 0);
    expect(ne![1] - sw![1]).toBeCloseTo(1105.4, 1);
  });

  it('fits the whole path inside the padding, north up', () => {
    const metres = new Float64Array([-500, -250, 500, 250]);
    const view = fitView(metres, 640, 440);
    // 1000 m across 568 px, 500 m down 368 px: the width decides.
    expect(view.scale).toBeCloseTo(0.568, 6);
    const [a, b] = pairs(toScreen(metres, view));
    expect(a![0]).toBeCloseTo(36, 3);
    expect(b![0]).toBeCloseTo(604, 3);
    // Further north is higher on the screen, and the path is centred vertically.
    expect(a![1]).toBeGreaterThan(b![1]!);
    expect((a![1]! + b![1]!) / 2).toBeCloseTo(220, 3);
  });

  it('shows a short path at the 50 m scale, and copes with no points', () => {
    const view = fitView(new Float64Array([3, 4]), 640, 440);
    expect(view.scale).toBeCloseTo(368 / 50, 6);
    expect(pairs(toScreen(new Float64Array([3, 4]), view))[0]!.map((v) => Math.round(v))).toEqual([320, 220]);
    expect(fitView(new Float64Array(), 640, 440)).toEqual({ scale: 1, cx: 320, cy: 220 });
  });

  it('places the marker between points at a fractional index, within the trail', () => {
    const screen = new Float32Array([0, 0, 100, 0, 100, 50]);
    expect(positionAt(screen, 0.5)).toEqual([50, 0]);
    expect(positionAt(screen, 1.25)).toEqual([100, 12.5]);
    expect(positionAt(screen, -3)).toEqual([0, 0]);
    expect(positionAt(screen, 9)).toEqual([100, 50]);
    expect(positionAt(new Float32Array(), 1)).toEqual([0, 0]);
  });

  it('picks a round scale bar length close to 100 px', () => {
    expect(scaleBar(1)).toEqual({ metres: 100, pixels: 100, label: '100 m' });
    expect(scaleBar(0.3)).toMatchObject({ metres: 200, label: '200 m' });
    expect(scaleBar(0.3).pixels).toBeCloseTo(60, 6);
    expect(scaleBar(0.05)).toEqual({ metres: 2000, pixels: 100, label: '2 km' });
    expect(scaleBar(0.15)).toMatchObject({ metres: 500, label: '500 m' });
    expect(scaleBar(7.36)).toMatchObject({ metres: 10, label: '10 m' });
  });
});

describe('the playback clock', () => {
  beforeEach(() => {
    // jsdom has no canvas: the map draws nothing here (the trails panel test records its drawing).
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('offers 1x to 16x and plays a whole trail in a minute at 1x', () => {
    expect(SPEEDS).toEqual([1, 2, 4, 8, 16]);
    expect(BASE_DURATION_MS).toBe(60_000);
    const onFrame = vi.fn();
    const { result } = renderHook(() => usePlayback(61, onFrame));
    expect(result.current).toMatchObject({ index: 0, playing: false, speed: 1, ended: false });
    act(() => result.current.play());
    expect(result.current.playing).toBe(true);
    advance(30_000);
    // One point a second; the controls follow within a tenth of a second.
    expect(result.current.index).toBeGreaterThan(29.8);
    expect(result.current.index).toBeLessThanOrEqual(30);
    expect(onFrame.mock.calls.at(-1)![0]).toBeCloseTo(30, 1);
    advance(30_100);
    expect(result.current).toMatchObject({ index: 60, playing: false, ended: true });
    expect(onFrame).toHaveBeenLastCalledWith(60);
  });

  it('16x plays the same trail in under four seconds', () => {
    const { result } = renderHook(() => usePlayback(1001, () => undefined));
    act(() => result.current.setSpeed(16));
    act(() => result.current.play());
    advance(3_700);
    expect(result.current.playing).toBe(true);
    expect(result.current.index).toBeGreaterThan(980);
    advance(100);
    expect(result.current).toMatchObject({ index: 1000, playing: false, ended: true });
  });

  it('a new speed applies from where the marker is', () => {
    const { result } = renderHook(() => usePlayback(61, () => undefined));
    act(() => result.current.play());
    advance(30_000);
    act(() => result.current.setSpeed(2));
    advance(14_000);
    expect(result.current.index).toBeGreaterThan(57.5);
    expect(result.current.playing).toBe(true);
    advance(1_100);
    expect(result.current.ended).toBe(true);
  });

  it('pause holds the marker, and play resumes from it', () => {
    const { result } = renderHook(() => usePlayback(61, () => undefined));
    act(() => result.current.play());
    advance(10_000);
    act(() => result.current.pause());
    const held = result.current.index;
    expect(held).toBeCloseTo(10, 1);
    advance(10_000);
    expect(result.current.index).toBe(held);
    act(() => result.current.play());
    advance(5_000);
    expect(result.current.index).toBeCloseTo(held + 5, 0);
  });

  it('seeks within the trail, and playing from the end starts over', () => {
    const onFrame = vi.fn();
    const { result } = renderHook(() => usePlayback(11, onFrame));
    act(() => result.current.seek(4));
    expect(result.current.index).toBe(4);
    expect(onFrame).toHaveBeenLastCalledWith(4);
    act(() => result.current.seek(-2));
    expect(result.current.index).toBe(0);
    act(() => result.current.seek(99));
    expect(result.current).toMatchObject({ index: 10, ended: true });
    act(() => result.current.play());
    expect(onFrame).toHaveBeenLastCalledWith(0);
    expect(result.current).toMatchObject({ index: 0, playing: true, ended: false });
  });

  it('a trail of one point does not play', () => {
    const { result } = renderHook(() => usePlayback(1, () => undefined));
    act(() => result.current.play());
    expect(result.current).toMatchObject({ playing: false, ended: false, index: 0 });
  });

  it('the player shows the time of the point under the marker as it plays to the end', async () => {
    const points = Array.from({ length: 21 }, (_, i) => point(116.3 + i * 0.0001, 39.98, i));
    await renderInAdmin(<TrailPlayer points={points} />);
    const box = screen.getByTestId('trail-player');
    fireEvent.click(within(box).getByRole('button', { name: '8x' }));
    fireEvent.click(within(box).getByRole('button', { name: 'Play' }));
    // 20 points in 60 s / 8 = 7.5 s: after 3 s the marker is on point 8.
    advance(3_000);
    expect(box).toHaveAttribute('data-state', 'playing');
    expect(box).toHaveAttribute('data-index', '8');
    expect(within(box).getByTestId('trail-time')).toHaveTextContent('08:00:08');
    expect(within(box).getByRole('slider', { name: 'Position in the trail' })).toHaveValue('8');
    advance(4_600);
    expect(box).toHaveAttribute('data-state', 'ended');
    expect(within(box).getByTestId('trail-time')).toHaveTextContent('08:00:20');
    expect(within(box).getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });
});
