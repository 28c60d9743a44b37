// GCJ-02 (the coordinate system of Chinese maps, AMap's included, and of this console's data) and
// WGS-84 (GPS, OpenStreetMap and most tile servers). Inside China GCJ-02 is WGS-84 shifted by a
// published, smoothly varying offset of a few hundred metres; outside China the two are equal.

const A = 6_378_245.0; // Krasovsky 1940 semi-major axis, as the offset's definition uses
const EE = 0.006_693_421_622_965_943;

export function outOfChina(lng: number, lat: number): boolean {
  return lng < 72.004 || lng > 137.8347 || lat < 0.8293 || lat > 55.8271;
}

function offsetLat(x: number, y: number): number {
  let r = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  r += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  r += ((20 * Math.sin(y * Math.PI) + 40 * Math.sin((y / 3) * Math.PI)) * 2) / 3;
  r += ((160 * Math.sin((y / 12) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30)) * 2) / 3;
  return r;
}

function offsetLng(x: number, y: number): number {
  let r = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  r += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  r += ((20 * Math.sin(x * Math.PI) + 40 * Math.sin((x / 3) * Math.PI)) * 2) / 3;
  r += ((150 * Math.sin((x / 12) * Math.PI) + 300 * Math.sin((x / 30) * Math.PI)) * 2) / 3;
  return r;
}

/** GPS (WGS-84) to GCJ-02. */
export function wgs84ToGcj02(lng: number, lat: number): [number, number] {
  if (outOfChina(lng, lat)) return [lng, lat];
  let dLat = offsetLat(lng - 105, lat - 35);
  let dLng = offsetLng(lng - 105, lat - 35);
  const radLat = (lat / 180) * Math.PI;
  let magic = Math.sin(radLat);
  magic = 1 - EE * magic * magic;
  const sqrtMagic = Math.sqrt(magic);
  dLat = (dLat * 180) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI);
  dLng = (dLng * 180) / ((A / sqrtMagic) * Math.cos(radLat) * Math.PI);
  return [lng + dLng, lat + dLat];
}

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
