import { useQuery } from '@tanstack/react-query';
import { fetchWithdrawals } from './withdrawal-list';

/** How often and how many times the success screen asks again while a withdrawal is 处理中. */
export const POLL_MS = 2500;
export const POLL_TIMES = 5;

/**
 * One withdrawal of the caller, found on the first page of the list (the newest), asked again a few times while it
 * is pending; null when it is not there.
 */
export function useWithdrawalState(id: number | null) {
  return useQuery({
    queryKey: ['wallet', 'withdrawal', id ?? 0],
    enabled: id !== null,
    queryFn: async () => (await fetchWithdrawals(1)).list.find((w) => w.id === id) ?? null,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.state === 'pending' && query.state.dataUpdateCount <= POLL_TIMES ? POLL_MS : false,
  });
}
