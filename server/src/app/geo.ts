// Positions the field app sends: GPS gives WGS-84, while the stored data (seeded points, check
// points, the console's maps) is GCJ-02, the system of Chinese maps. The published offset lives
// here only: the console's tiles (src/maps/gcj02.ts) take it from this file and add its inverse.

const A = 6_378_245.0; // Krasovsky 1940 semi-major axis, as the offset's definition uses
const EE = 0.006_693_421_622_965_943;
const EARTH_RADIUS = 6_371_008.8;
const RAD = Math.PI / 180;

export type Crs = 'wgs84' | 'gcj02';

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

/** GPS (WGS-84) to GCJ-02; outside China the two are equal. */
export function wgs84ToGcj02(lng: number, lat: number): [number, number] {
  if (outOfChina(lng, lat)) return [lng, lat];
  let dLat = offsetLat(lng - 105, lat - 35);
  let dLng = offsetLng(lng - 105, lat - 35);
  const radLat = lat * RAD;
  let magic = Math.sin(radLat);
  magic = 1 - EE * magic * magic;
  const sqrtMagic = Math.sqrt(magic);
  dLat = (dLat * 180) / (((A * (1 - EE)) / (magic * sqrtMagic)) * Math.PI);
  dLng = (dLng * 180) / ((A / sqrtMagic) * Math.cos(radLat) * Math.PI);
  return [lng + dLng, lat + dLat];
}

/** A position as stored (GCJ-02), from the system the app sent it in. */
export function storedPosition(lng: number, lat: number, crs: Crs): [number, number] {
  return crs === 'wgs84' ? wgs84ToGcj02(lng, lat) : [lng, lat];
}

/** Great-circle distance in metres (haversine). */
export function distanceMetres(a: { lng: number; lat: number }, b: { lng: number; lat: number }): number {
  const h = Math.sin(((b.lat - a.lat) * RAD) / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(((b.lng - a.lng) * RAD) / 2) ** 2;
  return 2 * EARTH_RADIUS * Math.asin(Math.min(1, Math.sqrt(h)));
}
