import { useEffect, useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { Box } from '@mui/material';
import { fitView, positionAt, projectionCentre, projectMetres, scaleBar, toScreen, type MapPlace, type TrailPoint } from './geometry';
import { config } from '../../../config/env';
import { TileLayer } from '../../../maps/TileLayer';
import { useWidth } from '../../../maps/useWidth';
import { drawBase, drawMarker, extendProgress, MARKER_BOX, type ScreenPlace } from './draw';

export interface TrailCanvasHandle {
  /** Draws the marker (and the travelled part) at a fractional point index. */
  draw: (index: number) => void;
}

interface TrailCanvasProps {
  points: readonly TrailPoint[];
  /** Check points and clock-in places, drawn under the path and taken into the view. */
  places?: readonly MapPlace[];
  labels: { start: string; end: string; map: string };
  height: number;
  ref?: Ref<TrailCanvasHandle>;
}

/**
 * The offline map, in layers so that a frame only touches what moves. The base canvas (grid,
 * whole path, start and end, scale bar) is drawn once per size; the travelled path grows
 * segment by segment on its own canvas; the marker is a small canvas drawn once and moved with
 * a CSS transform, so moving it repaints nothing (the compositor only shifts it).
 */
const NO_PLACES: readonly MapPlace[] = [];

export function TrailCanvas({ points, places = NO_PLACES, labels, height, ref }: TrailCanvasProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const baseRef = useRef<HTMLCanvasElement>(null);
  const progressRef = useRef<HTMLCanvasElement>(null);
  const markerRef = useRef<HTMLCanvasElement>(null);
  const drawnUpTo = useRef(0);
  const lastIndex = useRef(0);
  const width = useWidth(boxRef);
  // One projection and one view for the trail and the places, so that both fit.
  const all = useMemo(() => projectMetres(points, places), [points, places]);
  const view = useMemo(() => fitView(all, Math.max(width, 1), height), [all, width, height]);
  const screen = useMemo(() => (width > 0 ? toScreen(all.subarray(0, points.length * 2), view) : new Float32Array()), [all, points.length, view, width]);
  // The raster tiles need the projection's centre; without a tile server the map is a grid.
  const tileView = useMemo(() => {
    if (!config.mapTiles || width === 0) return null;
    const centre = projectionCentre(places.length > 0 ? [...points, ...places] : points);
    return { ...view, lng0: centre.lng, lat0: centre.lat, width, height };
  }, [points, places, view, width, height]);
  const marks = useMemo<ScreenPlace[]>(() => {
    if (width === 0) return [];
    const at = toScreen(all.subarray(points.length * 2), view);
    return places.map((p, i) => ({ x: at[i * 2]!, y: at[i * 2 + 1]!, kind: p.kind, label: p.label, radiusPx: (p.radius ?? 0) * view.scale }));
  }, [all, points.length, places, view, width]);
  const dpr = typeof window === 'undefined' ? 1 : Math.min(window.devicePixelRatio || 1, 2);

  const context = (canvas: HTMLCanvasElement | null) => {
    const ctx = canvas?.getContext('2d') ?? null;
    ctx?.setTransform(dpr, 0, 0, dpr, 0, 0);
    return ctx;
  };

  const drawAt = (index: number) => {
    lastIndex.current = index;
    const progress = progressRef.current?.getContext('2d');
    const marker = markerRef.current;
    if (!progress || !marker || screen.length === 0) return;
    if (index < drawnUpTo.current) {
      progress.clearRect(0, 0, width, height);
      drawnUpTo.current = 0;
    }
    drawnUpTo.current = extendProgress(progress, screen, drawnUpTo.current, index);
    const [x, y] = positionAt(screen, index);
    marker.style.transform = `translate(${x - MARKER_BOX / 2}px, ${y - MARKER_BOX / 2}px)`;
  };

  // Redraw everything when the size or the trail changes; the marker stays where it was.
  useEffect(() => {
    if (width === 0) return;
    const base = context(baseRef.current);
    const progress = context(progressRef.current);
    const marker = context(markerRef.current);
    if (!base || !progress || !marker) return;
    const bar = scaleBar(view.scale);
    drawBase(base, screen, width, height, bar, labels, marks, !config.mapTiles);
    progress.clearRect(0, 0, width, height);
    drawMarker(marker);
    drawnUpTo.current = 0;
    drawAt(lastIndex.current);
    // context/drawAt read the refs and the values listed here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [screen, marks, view, width, height, dpr, labels.start, labels.end]);

  useImperativeHandle(ref, () => ({ draw: drawAt }));

  const layer = { position: 'absolute', inset: 0, width: '100%', height: '100%' } as const;
  return (
    <Box ref={boxRef} sx={{ position: 'relative', width: '100%', height, bgcolor: '#eef3f0', borderRadius: 1, overflow: 'hidden' }}>
      {tileView && <TileLayer view={tileView} />}
      <canvas ref={baseRef} width={Math.max(1, Math.round(width * dpr))} height={Math.round(height * dpr)} style={layer} role="img" aria-label={labels.map} />
      <canvas ref={progressRef} width={Math.max(1, Math.round(width * dpr))} height={Math.round(height * dpr)} style={layer} aria-hidden />
      <canvas
        ref={markerRef}
        width={Math.round(MARKER_BOX * dpr)}
        height={Math.round(MARKER_BOX * dpr)}
        aria-hidden
        data-testid="trail-marker"
        // Off the map until the first draw places it.
        style={{ position: 'absolute', left: 0, top: 0, width: MARKER_BOX, height: MARKER_BOX, transform: `translate(-${MARKER_BOX * 2}px, 0)`, willChange: 'transform' }}
      />
    </Box>
  );
}
