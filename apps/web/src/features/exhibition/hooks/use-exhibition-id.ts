import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { exhibitionCurrentQuery } from '../api/exhibition-current';

/** A positive integer id of the query, or null. */
export const positiveId = (v: string | null): number | null => {
  if (v === null || !/^\d{1,10}$/.test(v)) return null;
  const n = Number(v);
  return n > 0 && n <= 2_147_483_647 ? n : null;
};

export type ExhibitionIdState =
  | { status: 'ready'; projectId: number; fromQuery: boolean }
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry: () => void }
  /** no project_id and the variant has no current exhibition (the general variant lists them instead) */
  | { status: 'none' };

/** The exhibition a screen shows: ?project_id=, else the current exhibition of the variant in use. */
export function useExhibitionId(): ExhibitionIdState {
  const fromQuery = positiveId(useSearchParams()[0].get('project_id'));
  const current = useQuery({ ...exhibitionCurrentQuery(), enabled: fromQuery === null });
  if (fromQuery !== null) return { status: 'ready', projectId: fromQuery, fromQuery: true };
  if (current.isPending) return { status: 'loading' };
  if (current.isError) return { status: 'error', error: current.error, retry: () => void current.refetch() };
  const id = current.data.current?.id ?? null;
  return id === null ? { status: 'none' } : { status: 'ready', projectId: id, fromQuery: false };
}
