import { resolveLocation } from '../../../lib/location';

/**
 * A fresh position for a clock-in: the location chain without IP positioning (a city centre would only be
 * refused), GCJ-02 as the server expects.
 */
export async function clockinPosition(): Promise<{ lat: number; lng: number }> {
  const r = await resolveLocation({ allowIp: false });
  if (r.status !== 'ok') throw new Error(r.error || '定位失败');
  return { lat: r.pos.lat, lng: r.pos.lng };
}
