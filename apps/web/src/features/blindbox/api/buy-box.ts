import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blindBoxBuy, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { blindBoxKeys } from './blindbox-keys';

/** Buys boxes: an unpaid order of the box, paid on the order payment screen. */
export function useBuyBox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: CallQuery<typeof blindBoxBuy>) => api.call(blindBoxBuy, q),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: blindBoxKeys.all }),
  });
}
