import { describe, expect, it } from 'vitest';
import { gcj02ToWgs84, outOfChina, wgs84ToGcj02 } from '../../src/maps/gcj02';
import { tilesFor, zoomFor, type TileView } from '../../src/maps/tiles';
import { distance } from '../../src/resources/companies/trail/coverage';

describe('GCJ-02 and WGS-84', () => {
  it('shifts a point in Beijing by the published offset', () => {
    // The reference value of the widely used coordtransform library.
    const [lng, lat] = wgs84ToGcj02(116.404, 39.915);
    expect(lng).toBeCloseTo(116.41024449916938, 10);
    expect(lat).toBeCloseTo(39.91640428150164, 10);
    // A few hundred metres, as everyone who has overlaid GPS on a Chinese map has seen.
    const shift = distance({ lng: 116.404, lat: 39.915 }, { lng, lat });
    expect(shift).toBeGreaterThan(400);
    expect(shift).toBeLessThan(700);
  });

  it('goes back to WGS-84 within a millimetre', () => {
    for (const [lng, lat] of [
      [116.404, 39.915],
      [108.94, 34.26],
      [121.47, 31.23],
      [87.6, 43.8],
    ] as const) {
      const [x, y] = gcj02ToWgs84(...wgs84ToGcj02(lng, lat));
      expect(distance({ lng, lat }, { lng: x, lat: y })).toBeLessThan(0.001);
    }
  });

  it('leaves points outside China alone', () => {
    expect(outOfChina(-0.1276, 51.5072)).toBe(true);
    expect(wgs84ToGcj02(-0.1276, 51.5072)).toEqual([-0.1276, 51.5072]);
    expect(gcj02ToWgs84(2.17, 41.38)).toEqual([2.17, 41.38]);
  });
});

describe('raster tiles under the offline map', () => {
  const template = 'https://tiles.example.org/{z}/{x}/{y}.png';
  // London, 1.7 px a metre (about zoom 17 there), a 640 x 440 map centred on the projection.
  const london: TileView = { scale: 1.7, cx: 320, cy: 220, lng0: -0.1276, lat0: 51.5072, width: 640, height: 440 };

  it('chooses the zoom whose pixels are closest to the view’s, up to the server’s deepest', () => {
    // At 51.5°N a zoom-17 pixel is 0.74 m: 1.35 px a metre.
    expect(zoomFor(1.7, 51.5072, 19)).toBe(17);
    expect(zoomFor(1.7, 51.5072, 16)).toBe(16);
    expect(zoomFor(1e-9, 0, 18)).toBe(0);
  });

  it('covers the whole map with tiles that meet edge to edge, each in its place', () => {
    const tiles = tilesFor(london, { template, crs: 'wgs84', maxZoom: 19 });
    expect(tiles.length).toBeGreaterThan(1);
    expect(tiles.every((t) => t.url.startsWith('https://tiles.example.org/17/'))).toBe(true);
    const left = Math.min(...tiles.map((t) => t.left));
    const right = Math.max(...tiles.map((t) => t.left + t.width));
    const top = Math.min(...tiles.map((t) => t.top));
    const bottom = Math.max(...tiles.map((t) => t.top + t.height));
    expect([left <= 0, right >= 640, top <= 0, bottom >= 440]).toEqual([true, true, true, true]);
    // A zoom-17 tile is 256 px of 0.74 m; here 1.7 px a metre: about 321 px on the screen.
    for (const t of tiles) expect(t.width).toBeCloseTo(256 * (1.7 / 1.3497), -1);
    // The tile under the centre is the one with the centre's tile numbers.
    const n = 2 ** 17;
    const x = Math.floor(((-0.1276 + 180) / 360) * n);
    const r = (51.5072 * Math.PI) / 180;
    const y = Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n);
    const middle = tiles.find((t) => t.key === `17/${x}/${y}`)!;
    expect(middle.left <= 320 && middle.left + middle.width >= 320 && middle.top <= 220 && middle.top + middle.height >= 220).toBe(true);
    // Neighbours share their edge.
    const east = tiles.find((t) => t.key === `17/${x + 1}/${y}`)!;
    expect(east.left).toBeCloseTo(middle.left + middle.width, 6);
  });

  it('in China, moves WGS-84 tiles by the GCJ-02 offset onto the data, and leaves GCJ-02 tiles as they are', () => {
    const beijing: TileView = { scale: 1.7, cx: 320, cy: 220, lng0: 116.404, lat0: 39.915, width: 640, height: 440 };
    const z = zoomFor(1.7, 39.915, 18);
    const keyOf = (lng: number, lat: number) => {
      const r = (lat * Math.PI) / 180;
      return `${z}/${Math.floor(((lng + 180) / 360) * 2 ** z)}/${Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z)}`;
    };
    const under = (tiles: ReturnType<typeof tilesFor>) => tiles.find((t) => t.left <= 320 && t.left + t.width > 320 && t.top <= 220 && t.top + t.height > 220)!.key;
    // The map's centre is GCJ-02 (116.404, 39.915): a WGS-84 server has that ground ~540 m away.
    const wgs = tilesFor(beijing, { template, crs: 'wgs84', maxZoom: 18 });
    expect(under(wgs)).toBe(keyOf(...gcj02ToWgs84(116.404, 39.915)));
    const gcj = tilesFor(beijing, { template, crs: 'gcj02', maxZoom: 18 });
    expect(under(gcj)).toBe(keyOf(116.404, 39.915));
    expect(under(wgs)).not.toBe(under(gcj));
  });

  it('draws nothing for an empty or absurd view', () => {
    expect(tilesFor({ ...london, width: 0 }, { template, crs: 'wgs84', maxZoom: 18 })).toEqual([]);
    expect(tilesFor({ ...london, scale: 0 }, { template, crs: 'wgs84', maxZoom: 18 })).toEqual([]);
  });
});
