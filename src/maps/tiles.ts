// Which raster tiles ({z}/{x}/{y}, Web Mercator) cover the offline map's view, and where each one
// goes on the screen. The view is the trail's local flat projection (metres around a centre, in
// the data's GCJ-02); tiles are in their server's system (WGS-84 unless configured), converted.
import { gcj02ToWgs84, wgs84ToGcj02 } from './gcj02';

export const METRES_PER_DEGREE_LAT = 110_540;
export const METRES_PER_DEGREE_LNG = 111_320;
/** Ground metres per pixel of a 256 px tile at zoom 0 on the equator. */
const MERCATOR_METRES_PER_PIXEL = 156_543.033_92;
/** More than this many tiles means a view far out of proportion: draw none. */
const MAX_TILES = 100;

export interface TileView {
  /** Pixels per metre. */
  scale: number;
  /** Screen position of the projection's centre. */
  cx: number;
  cy: number;
  /** The projection's centre, GCJ-02. */
  lng0: number;
  lat0: number;
  width: number;
  height: number;
}

export interface TileOptions {
  template: string;
  crs: 'wgs84' | 'gcj02';
  maxZoom: number;
}

export interface PlacedTile {
  key: string;
  url: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

const tileLng = (x: number, z: number) => (x / 2 ** z) * 360 - 180;
const tileLat = (y: number, z: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** z))) * 180) / Math.PI;
const lngTile = (lng: number, z: number) => ((lng + 180) / 360) * 2 ** z;
const latTile = (lat: number, z: number) => {
  const r = (lat * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z;
};

/** The zoom whose tiles are closest to the view's scale (pixels per metre). */
export function zoomFor(scale: number, lat: number, maxZoom: number): number {
  const z = Math.round(Math.log2(MERCATOR_METRES_PER_PIXEL * Math.cos((lat * Math.PI) / 180) * scale));
  return Math.min(Math.max(z, 0), maxZoom);
}

/** The tiles under the view and their screen rectangles. */
export function tilesFor(view: TileView, options: TileOptions): PlacedTile[] {
  const { scale, cx, cy, lng0, lat0, width, height } = view;
  if (!(scale > 0) || width <= 0 || height <= 0) return [];
  const cos = Math.cos((lat0 * Math.PI) / 180);
  const toData = (sx: number, sy: number): [number, number] => [lng0 + (sx - cx) / scale / (cos * METRES_PER_DEGREE_LNG), lat0 + (cy - sy) / scale / METRES_PER_DEGREE_LAT];
  const toScreen = (lng: number, lat: number): [number, number] => [cx + (lng - lng0) * cos * METRES_PER_DEGREE_LNG * scale, cy - (lat - lat0) * METRES_PER_DEGREE_LAT * scale];
  const dataToTile = options.crs === 'wgs84' ? gcj02ToWgs84 : (lng: number, lat: number): [number, number] => [lng, lat];
  const tileToData = options.crs === 'wgs84' ? wgs84ToGcj02 : (lng: number, lat: number): [number, number] => [lng, lat];

  const z = zoomFor(scale, lat0, options.maxZoom);
  const corners = [toData(0, 0), toData(width, 0), toData(0, height), toData(width, height)].map(([lng, lat]) => dataToTile(lng, lat));
  const xs = corners.map(([lng]) => lngTile(lng, z));
  const ys = corners.map(([, lat]) => latTile(lat, z));
  const last = 2 ** z - 1;
  const [x0, x1] = [Math.max(Math.floor(Math.min(...xs)), 0), Math.min(Math.floor(Math.max(...xs)), last)];
  const [y0, y1] = [Math.max(Math.floor(Math.min(...ys)), 0), Math.min(Math.floor(Math.max(...ys)), last)];
  if ((x1 - x0 + 1) * (y1 - y0 + 1) > MAX_TILES) return [];
  const tiles: PlacedTile[] = [];
  for (let x = x0; x <= x1; x++) {
    for (let y = y0; y <= y1; y++) {
      const [left, top] = toScreen(...tileToData(tileLng(x, z), tileLat(y, z)));
      const [right, bottom] = toScreen(...tileToData(tileLng(x + 1, z), tileLat(y + 1, z)));
      tiles.push({
        key: `${z}/${x}/${y}`,
        url: options.template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y)),
        left,
        top,
        width: right - left,
        height: bottom - top,
      });
    }
  }
  return tiles;
}
