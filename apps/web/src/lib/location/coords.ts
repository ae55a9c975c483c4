import gcoord from 'gcoord';
import type { LatLng } from '../maps/amap-types';
import type { GeoPoint } from '../platform/types';

/** The app works in GCJ-02: WGS-84 positions (browsers, raw SDK positions) are converted. */
export const toGcj02 = ({ lat, lng, type }: GeoPoint): LatLng => {
  if (type === 'gcj02') return { lat, lng };
  const [x, y] = gcoord.transform([lng, lat], gcoord.WGS84, gcoord.GCJ02);
  return { lat: y, lng: x };
};

/** The centre of a bounding box (IP positioning answers with the city's bounds). */
export const centreOf = ({ southwest, northeast }: { southwest: LatLng; northeast: LatLng }): LatLng => ({
  lat: (southwest.lat + northeast.lat) / 2,
  lng: (southwest.lng + northeast.lng) / 2,
});
