import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Whether there is an earlier history entry to go back to: an earlier screen of this app (the browser
 * router's `idx`) or an earlier page of this tab; the memory router (tests) only knows its own entries.
 */
const hasHistory = (locationKey: string): boolean => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx > 0 || window.history.length > 1 : locationKey !== 'default';
};

/** History back, or `fallback` (home) when this is the first screen of the visit. */
export function useGoBack(fallback = '/my'): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (hasHistory(key)) void navigate(-1);
    else void navigate(fallback, { replace: true });
  }, [navigate, key, fallback]);
}
