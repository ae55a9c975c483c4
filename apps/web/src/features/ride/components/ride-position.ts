import { useEffect } from 'react';
import { resolveLocation, useLocation } from '../../../lib/location';

let asked = false;

/**
 * The caller's position (GCJ-02) for nearest-first lists and away_km, asked once a visit in the background
 * through the platform's location chain; null until known (the list is then soonest first, distances 未知).
 */
export function useRidePosition(): { lat: number; lng: number } | null {
  const pos = useLocation((s) => s.pos);
  const locating = useLocation((s) => s.locating);
  useEffect(() => {
    if (pos || locating || asked) return;
    asked = true;
    void resolveLocation({ allowIp: true }).catch(() => undefined);
  }, [pos, locating]);
  return pos ? { lat: pos.lat, lng: pos.lng } : null;
}

/** The position as a stable part of a query key (about 100 m). */
export const positionKey = (pos: { lat: number; lng: number } | null): string =>
  pos ? `${pos.lat.toFixed(3)},${pos.lng.toFixed(3)}` : '';

/**
 * A fresh position for a clock-in: the location chain without IP positioning (a city centre would only be
 * refused), GCJ-02 as the server expects.
 */
export async function clockinPosition(): Promise<{ lat: number; lng: number }> {
  const r = await resolveLocation({ allowIp: false });
  if (r.status !== 'ok') throw new Error(r.error || '定位失败');
  return { lat: r.pos.lat, lng: r.pos.lng };
}
