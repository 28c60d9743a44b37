import { memo, useMemo } from 'react';
import { Box } from '@mui/material';
import { config } from '../config/env';
import { tilesFor, type TileView } from './tiles';

/**
 * Raster tiles from VITE_MAP_TILES under the offline map, as plain images (the browser loads and
 * caches them; drawing the trail never touches them), with the configured attribution.
 */
export const TileLayer = memo(function TileLayer({ view }: { view: TileView }) {
  const tiles = useMemo(() => tilesFor(view, { template: config.mapTiles, crs: config.mapTilesCrs, maxZoom: config.mapTilesMaxZoom }), [view]);
  return (
    <>
      <Box aria-hidden data-testid="map-tiles" sx={{ position: 'absolute', inset: 0, overflow: 'hidden' }}>
        {tiles.map((t) => (
          <img
            key={t.key}
            src={t.url}
            alt=""
            draggable={false}
            // Tiles meet edge to edge: a fraction of a pixel of overlap hides the seams.
            style={{ position: 'absolute', left: t.left, top: t.top, width: t.width + 0.5, height: t.height + 0.5, maxWidth: 'none' }}
          />
        ))}
      </Box>
      {config.mapTilesAttribution && (
        <Box component="small" sx={{ position: 'absolute', right: 0, bottom: 0, zIndex: 1, px: 0.5, fontSize: 11, bgcolor: 'rgba(255,255,255,0.8)', color: '#333' }}>
          {config.mapTilesAttribution}
        </Box>
      )}
    </>
  );
});
