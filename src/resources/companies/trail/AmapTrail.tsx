import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { Box } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { loadAmap, LOAD_TIMEOUT_MS } from '../../../maps/loadAmap';
import { amapLang, dotWithName, plugins } from '../../../maps/amapParts';
import type { MapPlace, TrailPoint } from './geometry';
import { PLACE_COLORS, TRAIL_COLORS } from './draw';
import type { TrailCanvasHandle } from './TrailCanvas';

interface AmapTrailProps {
  points: readonly TrailPoint[];
  places: readonly MapPlace[];
  labels: { start: string; end: string; map: string };
  height: number;
  /** The script did not load, or the map never completed (a bad key): the player falls back. */
  onFail: (error: Error) => void;
  ref?: Ref<TrailCanvasHandle>;
}

interface Drawn {
  path: [number, number][];
  travelled: AMap.Polyline;
  marker: AMap.Marker;
  upTo: number;
}

/** The position at a fractional point index, on the segment between two points. */
function lngLatAt(path: [number, number][], index: number): [number, number] {
  const i = Math.min(Math.max(Math.floor(index), 0), path.length - 1);
  const j = Math.min(i + 1, path.length - 1);
  const f = Math.min(Math.max(index - i, 0), 1);
  return [path[i]![0] + (path[j]![0] - path[i]![0]) * f, path[i]![1] + (path[j]![1] - path[i]![1]) * f];
}

/**
 * The trail on AMap 1.4: the whole path, the travelled part over it, start and end, the moving
 * marker, the check points with their reach and the clock-in places, and AMap's scale, toolbar,
 * overview and map type controls. The data is GCJ-02, AMap's own system: no conversion.
 */
export function AmapTrail({ points, places, labels, height, onFail, ref }: AmapTrailProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const drawn = useRef<Drawn | null>(null);
  const lastIndex = useRef(0);
  const failRef = useRef(onFail);
  failRef.current = onFail;
  const [locale] = useLocaleState();

  const drawAt = (index: number) => {
    lastIndex.current = index;
    const d = drawn.current;
    if (!d || d.path.length === 0) return;
    const at = lngLatAt(d.path, index);
    d.marker.setPosition(at);
    // The travelled line changes only when the marker passes a point (setPath redraws the line).
    const upTo = Math.floor(index);
    if (upTo !== d.upTo) {
      d.upTo = upTo;
      d.travelled.setPath([...d.path.slice(0, upTo + 1), at]);
    }
  };

  useEffect(() => {
    let live = true;
    let map: AMap.Map | null = null;
    let timer = 0;
    const fail = (error: Error) => live && failRef.current(error);
    loadAmap().then((loaded) => {
      const box = boxRef.current;
      if (!live || !box) return;
      const A = plugins(loaded);
      try {
        const m = new A.Map(box, { resizeEnable: true, lang: amapLang(locale) });
        map = m;
        timer = window.setTimeout(() => fail(new Error('the AMap map did not complete')), LOAD_TIMEOUT_MS);
        m.on('complete', () => window.clearTimeout(timer));
        const path = points.map((p) => [p.lng, p.lat] as [number, number]);
        for (const place of places) {
          const color = PLACE_COLORS[place.kind];
          if (place.radius) new A.Circle({ map: m, center: [place.lng, place.lat], radius: place.radius, strokeColor: color, strokeWeight: 1.5, fillColor: color, fillOpacity: 0.12 });
          new A.Marker({ map: m, position: [place.lng, place.lat], content: dotWithName(color, place.label, `amap-place-${place.key}`), zIndex: 110 });
        }
        new A.Polyline({ map: m, path, strokeColor: TRAIL_COLORS.path, strokeWeight: 5, lineJoin: 'round' });
        const travelled = new A.Polyline({ map: m, path: path.slice(0, 1), strokeColor: TRAIL_COLORS.travelled, strokeWeight: 5, lineJoin: 'round' });
        if (path.length > 1) new A.Marker({ map: m, position: path[path.length - 1], content: dotWithName(TRAIL_COLORS.end, labels.end), zIndex: 120 });
        if (path.length > 0) new A.Marker({ map: m, position: path[0], content: dotWithName(TRAIL_COLORS.start, labels.start), zIndex: 120 });
        const dot = document.createElement('div');
        dot.dataset.testid = 'trail-marker';
        dot.style.cssText = `width:14px;height:14px;border-radius:50%;background:${TRAIL_COLORS.travelled};border:3px solid #fff;box-shadow:0 0 0 6px rgba(25,118,210,.25);transform:translate(-10px,-10px)`;
        const marker = new A.Marker({ map: m, position: path[0], content: dot, zIndex: 130 });
        m.addControl(new A.Scale());
        m.addControl(new A.ToolBar());
        m.addControl(new A.OverView({ isOpen: true }));
        m.addControl(new A.MapType());
        m.setFitView();
        drawn.current = { path, travelled, marker, upTo: 0 };
        drawAt(lastIndex.current);
      } catch (error) {
        fail(error instanceof Error ? error : new Error(String(error)));
      }
    }, fail);
    return () => {
      live = false;
      window.clearTimeout(timer);
      drawn.current = null;
      map?.destroy();
    };
  }, [points, places, labels.start, labels.end, locale]);

  useImperativeHandle(ref, () => ({ draw: drawAt }));

  return <Box ref={boxRef} role="region" aria-label={labels.map} data-testid="amap-trail" sx={{ width: '100%', height, borderRadius: 1, overflow: 'hidden', bgcolor: '#eef3f0' }} />;
}
