import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submissionSubmit } from '@kc/shared';
import { api } from '../../../lib/http';
import { formOfTargetKey, type TargetType } from './form-of-target';

/** Signs up with checked values; the target's query then shows the new sign-up's state. */
export function useSubmitSubmission(type: TargetType, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, unknown>) => api.call(submissionSubmit, { type, id, values }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formOfTargetKey(type, id) }),
  });
}
