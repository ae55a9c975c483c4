import { useQuery } from '@tanstack/react-query';
import { agentInfo, type Agent } from '@kc/shared';
import { api } from '../../../lib/http';
import { agentKeys } from './agent-keys';

/** One agent (for the agent and the managers of its business); `known` is what the list showed, shown at once. */
export function useAgent(id: number, known?: Agent) {
  return useQuery({
    queryKey: agentKeys.one(id),
    queryFn: () => api.call(agentInfo, { id }),
    placeholderData: known?.id === id ? known : undefined,
  });
}
