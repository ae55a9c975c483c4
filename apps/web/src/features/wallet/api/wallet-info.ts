import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletInfo } from '@kc/shared';
import { api } from '../../../lib/http';
import { walletKeys } from './wallet-keys';

export const walletInfoQuery = queryOptions({
  queryKey: walletKeys.info,
  queryFn: () => api.call(walletInfo, {}),
  staleTime: 0,
});

/** The caller's balance (fen), whether a pay password is set, the bound account and the withdrawal limits. */
export const useWalletInfo = () => useQuery(walletInfoQuery);
