import type { AMapNamespace, LatLng } from '../maps/amap-types';
import { GEOLOCATION_OPTIONS } from '../maps/map-options';
import { toGcj02 } from './coords';

export type GeolocationPort = Pick<Geolocation, 'getCurrentPosition'>;

/** The maps service's Geolocation plugin: already GCJ-02. */
export const amapPosition = (AMap: AMapNamespace): Promise<LatLng> =>
  new Promise((resolve, reject) => {
    new AMap.Geolocation({ ...GEOLOCATION_OPTIONS, convert: true }).getCurrentPosition((status, result) => {
      if (status === 'complete' && result.position) resolve({ lat: result.position.lat, lng: result.position.lng });
      else reject(new Error(result.message || result.info || `地图定位失败 (${status})`));
    });
  });

/** The browser's own positioning (WGS-84), converted to GCJ-02. */
export const navigatorPosition = (geolocation: GeolocationPort | undefined): Promise<LatLng> =>
  new Promise((resolve, reject) => {
    if (!geolocation) return reject(new Error('浏览器不支持定位'));
    geolocation.getCurrentPosition(
      ({ coords }) => resolve(toGcj02({ lat: coords.latitude, lng: coords.longitude, type: 'wgs84' })),
      (e) => reject(new Error(e.message || `浏览器定位失败 (${e.code})`)),
      { ...GEOLOCATION_OPTIONS },
    );
  });
