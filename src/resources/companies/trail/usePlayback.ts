import { useCallback, useEffect, useRef, useState } from 'react';

/** At 1x the whole trail plays in this long; the speed multiplies it (16x: under 4 s). */
export const BASE_DURATION_MS = 60_000;
export const SPEEDS = [1, 2, 4, 8, 16] as const;
/** The controls follow the marker ten times a second; the marker itself moves every frame. */
const UI_INTERVAL_MS = 100;

export interface Playback {
  /** Fractional point index of the marker, as last shown by the controls. */
  index: number;
  playing: boolean;
  speed: number;
  ended: boolean;
  play: () => void;
  pause: () => void;
  seek: (index: number) => void;
  setSpeed: (speed: number) => void;
}

/**
 * Moves a fractional point index from 0 to count-1 with requestAnimationFrame. `onFrame` gets
 * every frame's index (the renderer draws from it directly); React state changes only for the
 * controls, so a 10,000-point trail stays smooth.
 */
export function usePlayback(count: number, onFrame: (index: number) => void): Playback {
  const last = Math.max(count - 1, 0);
  const indexRef = useRef(0);
  const frameRef = useRef<((index: number) => void) | null>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<number>(1);
  frameRef.current = onFrame;

  useEffect(() => {
    if (!playing) return;
    let raf = 0;
    let previous = performance.now();
    let shown = previous;
    const tick = (now: number) => {
      // A frame's timestamp can precede the effect's performance.now(): never step backwards.
      const advance = (Math.max(now - previous, 0) / BASE_DURATION_MS) * speed * last;
      previous = now;
      const next = Math.min(indexRef.current + advance, last);
      indexRef.current = next;
      frameRef.current?.(next);
      if (next >= last) {
        setIndex(next);
        setPlaying(false);
        return;
      }
      if (now - shown >= UI_INTERVAL_MS) {
        shown = now;
        setIndex(next);
      }
      raf = requestAnimationFrame(tick);
    };
    raf = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(raf);
  }, [playing, speed, last]);

  const seek = useCallback(
    (to: number) => {
      const next = Math.min(Math.max(to, 0), last);
      indexRef.current = next;
      setIndex(next);
      frameRef.current?.(next);
    },
    [last],
  );
  const play = useCallback(() => {
    // Playing again from the end starts over.
    if (indexRef.current >= last) seek(0);
    setPlaying(last > 0);
  }, [last, seek]);
  const pause = useCallback(() => {
    setPlaying(false);
    setIndex(indexRef.current);
  }, []);

  return { index, playing, speed, ended: last > 0 && index >= last, play, pause, seek, setSpeed };
}
