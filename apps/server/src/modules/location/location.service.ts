import { ErrorCode } from '@kc/shared';
import { AppError } from '../../plugins/app/errors.js';
import { CITIES, type CityRow } from './cities.js';

const toCity = (c: CityRow) => ({
  id: c.id,
  name: c.name,
  province: c.province,
  adcode: c.adcode,
  address: `${c.province === c.name ? '' : c.province}${c.name}`,
});
const HALF_SPAN = 0.3;

/** Great-circle distance in km. */
export const distanceKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }): number => {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};

/**
 * The local location provider: reverse geocoding to the nearest bundled city, and IP positioning that answers the
 * configured city (`IP_LOCATION_CITY`) — a real provider (an IP database or a maps API) replaces it behind the same calls.
 */
export function locationService(ipCity: string) {
  return {
    byIp() {
      const c = CITIES.find((row) => row.name === ipCity || row.name === `${ipCity}市`);
      if (!c) throw new AppError(ErrorCode.NOT_CONFIGURED, '定位失败');
      return {
        city: toCity(c),
        bounds: {
          southwest: { lat: c.lat - HALF_SPAN, lng: c.lng - HALF_SPAN },
          northeast: { lat: c.lat + HALF_SPAN, lng: c.lng + HALF_SPAN },
        },
      };
    },
    regeo(point: { lat: number; lng: number }) {
      const nearest = CITIES.reduce((best, c) => (distanceKm(point, c) < distanceKm(point, best) ? c : best));
      return { city: toCity(nearest) };
    },
  };
}
