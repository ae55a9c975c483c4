/** Location of spec 3.6 and 4: the store and resolveLocation() wired to the app's platform, maps and API. */
import { locateByIp, regeo } from '@kc/shared';
import { api } from '../http';
import { loadAmap } from '../maps/amap-loader';
import { getPlatform } from '../platform';
import { useLocation } from './location-store';
import { createLocationResolver } from './resolve-location';

export {
  LOCATION_FAIL_MSG,
  useLocation,
  withProvinceFallback,
  type LocationState,
  type LocationSource,
} from './location-store';
export { createLocationResolver, type LocationOutcome, type ResolveOptions } from './resolve-location';

export const resolveLocation = createLocationResolver({
  platform: getPlatform,
  loadMaps: loadAmap,
  geolocation: () => navigator.geolocation,
  api: {
    regeo: ({ lat, lng }) => api.call(regeo, { lat, lng }, { quiet: true }),
    locateByIp: () => api.call(locateByIp, {}, { quiet: true }),
  },
  store: useLocation,
});
