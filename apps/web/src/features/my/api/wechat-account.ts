import { useQuery } from '@tanstack/react-query';
import { walletInfo } from '@kc/shared';
import { api } from '../../../lib/http';

/** The wallet's query key (the balance screens read the same entry, so a change here shows there too). */
export const WALLET_INFO_KEY = ['wallet', 'info'] as const;

/** The messaging (WeChat) account bound to the caller, with the hold a change puts on withdrawals. */
export const useWechatAccount = () =>
  useQuery({ queryKey: WALLET_INFO_KEY, queryFn: () => api.call(walletInfo, {}), staleTime: 0 });
