// GCJ-02 (the coordinate system of Chinese maps, AMap's included, and of this console's data) and
// WGS-84 (GPS, OpenStreetMap and most tile servers). Inside China GCJ-02 is WGS-84 shifted by a
// published, smoothly varying offset of a few hundred metres; outside China the two are equal.

import { outOfChina, wgs84ToGcj02 } from '../../server/src/app/geo';

export { outOfChina, wgs84ToGcj02 };

/** GCJ-02 to WGS-84, by iterating the forward offset: within a millimetre after a few steps. */
export function gcj02ToWgs84(lng: number, lat: number): [number, number] {
  if (outOfChina(lng, lat)) return [lng, lat];
  let [x, y] = [lng, lat];
  for (let i = 0; i < 10; i++) {
    const [fx, fy] = wgs84ToGcj02(x, y);
    const [ex, ey] = [fx - lng, fy - lat];
    x -= ex;
    y -= ey;
    if (Math.abs(ex) < 1e-9 && Math.abs(ey) < 1e-9) break;
  }
  return [x, y];
}
