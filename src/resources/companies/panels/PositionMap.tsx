import { useMemo, useRef } from 'react';
import { Box } from '@mui/material';
import { config } from '../../../config/env';
import { TileLayer } from '../../../maps/TileLayer';
import { useWidth } from '../../../maps/useWidth';
import { fitView, projectionCentre, projectMetres, toScreen } from '../trail/geometry';
import { useScreenText } from './CallView';

export interface PlacedPosition {
  staff_id: number;
  name: string;
  at: string;
  lng: number;
  lat: number;
}

const MAX_WIDTH = 640;
const PADDING = 28;

/**
 * The staff's last positions as dots, north up, each named on hover: in the trail player's flat
 * projection, so that the configured map tiles (VITE_MAP_TILES) lie under them as under a trail.
 */
export function PositionMap({ positions, colour }: { positions: readonly PlacedPosition[]; colour: (at: string) => string }) {
  const tr = useScreenText();
  const boxRef = useRef<HTMLDivElement>(null);
  const measured = useWidth(boxRef);
  // Until measured (or where nothing is laid out) the plane has its widest size.
  const width = measured || MAX_WIDTH;
  const height = Math.round(Math.min(360, Math.max(220, width * 0.5625)));
  const metres = useMemo(() => projectMetres(positions), [positions]);
  const view = useMemo(() => fitView(metres, width, height, PADDING), [metres, width, height]);
  const screen = useMemo(() => toScreen(metres, view), [metres, view]);
  const tileView = useMemo(() => {
    if (!config.mapTiles || measured === 0) return null;
    const centre = projectionCentre(positions);
    return { ...view, lng0: centre.lng, lat0: centre.lat, width, height };
  }, [positions, view, measured, width, height]);
  return (
    <Box ref={boxRef} sx={{ position: 'relative', width: '100%', maxWidth: MAX_WIDTH, height, bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}>
      {tileView && <TileLayer view={tileView} />}
      <Box component="svg" viewBox={`0 0 ${width} ${height}`} role="img" aria-label={tr('live.map')} sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}>
        {positions.map((p, i) => (
          <Box component="circle" key={p.staff_id} data-staff={p.staff_id} cx={screen[i * 2]} cy={screen[i * 2 + 1]} r={7} sx={{ fill: colour(p.at), stroke: 'background.paper', strokeWidth: 2 }}>
            <title>{p.name}</title>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
