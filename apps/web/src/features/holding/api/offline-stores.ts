import { useQuery } from '@tanstack/react-query';
import { offlineStores } from '@kc/shared';
import { api } from '../../../lib/http';
import { resolveLocation, useLocation as locationStore } from '../../../lib/location';
import { holdingKeys } from './holding-keys';

/** The store list waits this long for a position at most, then asks without one. */
const LOCATE_WAIT_MS = 10_000;

/** The position the app already knows, else the app's location chain; null when it fails or takes too long. */
const currentPosition = async (): Promise<{ latitude: number; longitude: number } | null> => {
  const known = locationStore.getState().pos;
  if (known) return { latitude: known.lat, longitude: known.lng };
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const r = await Promise.race([
      resolveLocation(),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), LOCATE_WAIT_MS);
      }),
    ]);
    return r?.status === 'ok' ? { latitude: r.pos.lat, longitude: r.pos.lng } : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
};

/** Where one of the caller's items can be used, nearest first when the position is known. */
export function useOfflineStores(holdingId: number) {
  return useQuery({
    queryKey: holdingKeys.stores(holdingId),
    queryFn: async () => {
      const pos = await currentPosition();
      const r = await api.call(offlineStores, { holding_id: holdingId, ...(pos ?? {}) });
      return { list: r.list, located: pos !== null };
    },
  });
}
