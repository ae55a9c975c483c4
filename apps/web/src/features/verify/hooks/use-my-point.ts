import { useQuery } from '@tanstack/react-query';
import { fetchMyPoints, type MyPoint } from '../api/checker-items';
import { verifyKeys } from '../api/verify-keys';
import { isTransportFailure } from '../offline/transport';

const KEPT_KEY = 'kc-verify-my-points';

const keptPoints = (): MyPoint[] | null => {
  try {
    const raw = localStorage.getItem(KEPT_KEY);
    return raw ? (JSON.parse(raw) as MyPoint[]) : null;
  } catch {
    return null;
  }
};

/**
 * Every point I check; the last answer is kept on the device so that a scan screen opens without the network
 * (its today's count is then the one last seen).
 */
const fetchKeptPoints = async (): Promise<MyPoint[]> => {
  const kept = keptPoints();
  if (kept && navigator.onLine === false) return kept;
  try {
    const points = await fetchMyPoints();
    try {
      localStorage.setItem(KEPT_KEY, JSON.stringify(points));
    } catch {
      // storage full: the next offline opening has nothing kept
    }
    return points;
  } catch (e) {
    if (kept && isTransportFailure(e)) return kept;
    throw e;
  }
};

/** One of my points by id (with its item and today's count); `point` is null when I do not check it. */
export function useMyPoint(pointId: number | undefined) {
  const q = useQuery({
    queryKey: [...verifyKeys.myPoints, 'kept'],
    queryFn: fetchKeptPoints,
    staleTime: 0,
    networkMode: 'always',
    enabled: pointId !== undefined,
  });
  const point = q.data?.find((p) => p.id === pointId) ?? null;
  return { query: q, point };
}
