/** A point in degrees; both ends of a distance in the same datum (GCJ-02 from the app's location chain). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** The mean earth radius (IUGG), in metres. */
export const EARTH_RADIUS_M = 6371008.8;

/** Great-circle distance in metres (haversine): the one home of the clock-in distance rule (docs/ride.md). */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  // rounding can push h a hair past 1 for antipodal points
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
