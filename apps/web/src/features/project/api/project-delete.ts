import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectDelete } from '@kc/shared';
import { api } from '../../../lib/http';

/** Deletes a draft project. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(projectDelete, { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['projects'] }),
  });
}
