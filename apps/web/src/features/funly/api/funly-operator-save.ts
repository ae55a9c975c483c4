import { useMutation, useQueryClient } from '@tanstack/react-query';
import { funlyOperatorSave, type FunlyOperatorRole } from '@kc/shared';
import { api } from '../../../lib/http';

export interface OperatorInput {
  /** the event */
  id: number;
  /** an existing operator (editing) */
  operator_id?: number;
  /** only when adding */
  mobile?: string;
  name: string;
  role: FunlyOperatorRole;
}

/** Adds an operator by mobile or changes one's name and role; operator queries are stale afterwards. */
export function useFunlyOperatorSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: OperatorInput) => api.call(funlyOperatorSave, q),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['funly', 'operators'] }),
  });
}
