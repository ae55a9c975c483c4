import { useEffect } from 'react';
import { resolveLocation, useLocation } from './index';

let asked = false;

/**
 * The caller's position (GCJ-02) for nearest-first lists and distances (spec 4's location chain, IP last), asked
 * once a visit in the background; null until known (lists are then soonest first and distances 未知). Events and
 * rides both use it.
 */
export function usePublicPosition(): { lat: number; lng: number } | null {
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
