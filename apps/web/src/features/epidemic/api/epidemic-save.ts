import { useMutation, useQueryClient } from '@tanstack/react-query';
import { epidemicSave, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { epidemicKeys } from './epidemic-keys';

/** Declares (or updates today's declaration). */
export function useSaveDeclaration() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (q: CallQuery<typeof epidemicSave>) => api.call(epidemicSave, q),
    onSuccess: () => void qc.invalidateQueries({ queryKey: epidemicKeys.all }),
  });
}
