import { useQuery } from '@tanstack/react-query';
import { myPointsQuery } from '../api/checker-items';

/** One of my points by id (with its item and today's count); `point` is null when I do not check it. */
export function useMyPoint(pointId: number | undefined) {
  const q = useQuery({ ...myPointsQuery, enabled: pointId !== undefined });
  const point = q.data?.find((p) => p.id === pointId) ?? null;
  return { query: q, point };
}
