import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formSave, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';

export type FormSaveQuery = CallQuery<typeof formSave>;

/** Creates (no id) or updates an application form of the current business. */
export function useSaveForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: FormSaveQuery) => api.call(formSave, query),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['forms'] }),
  });
}
