import { useMutation, useQueryClient } from '@tanstack/react-query';
import { funlyCancel } from '@kc/shared';
import { api } from '../../../lib/http';
import { funlyKeys } from './funly-keys';

/** Cancel one's application (by the event id); the place goes to the waitlist. */
export function useFunlyCancel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (funlyId: number) => api.call(funlyCancel, { id: funlyId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: funlyKeys.all }),
  });
}
