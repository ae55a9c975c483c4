import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectSave, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';

export type ProjectSaveQuery = CallQuery<typeof projectSave>;

/** Create (no id) or update a project; publish checks every field, else it stays a draft. */
export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: ProjectSaveQuery) => api.call(projectSave, query),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['projects'] }),
  });
}
