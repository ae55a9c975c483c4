import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { setPassword, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { walletKeys } from './wallet-keys';

export type PayPasswordOperation = 'set' | 'modify' | 'forget';

export interface SetPasswordArgs {
  operation?: PayPasswordOperation | '';
  code?: string;
  withdrawal?: string;
  oldpasswd?: string;
}

/**
 * The set-password query (spec 5): EMPTY when code, withdrawal and operation are all empty — the server then only
 * answers whether a password is set; otherwise all four fields.
 */
export const setPasswordQuery = (a: SetPasswordArgs): CallQuery<typeof setPassword> => {
  const operation = a.operation ?? '';
  const code = a.code ?? '';
  const withdrawal = a.withdrawal ?? '';
  if (!operation && !code && !withdrawal) return {};
  return {
    ...(operation ? { operation } : {}),
    withdrawal,
    code,
    oldpasswd: a.oldpasswd ?? '',
  };
};

/** Calls setpassword with the query of spec 5. */
export const callSetPassword = (a: SetPasswordArgs) => api.call(setPassword, setPasswordQuery(a));

/** Whether the caller has a pay password (the empty set-password query). */
export const usePasswordStatus = () =>
  useQuery({ queryKey: walletKeys.passwordStatus, queryFn: () => callSetPassword({}), staleTime: 0 });

/** Sets (SMS code), changes (old password) or resets (SMS code) the pay password; the wallet refreshes. */
export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: callSetPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
