import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agentAdd, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { agentKeys } from './agent-keys';

export type AddAgentInput = CallQuery<typeof agentAdd>;

/** Makes a registered user (by mobile) an agent of an approved item, with their own spm code and link. */
export function useAddAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddAgentInput) => api.call(agentAdd, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
