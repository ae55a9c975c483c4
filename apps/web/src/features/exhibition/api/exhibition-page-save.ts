import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exhibitionPageSave, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { exhibitionKeys } from './exhibition-keys';

export type PageSaveQuery = CallQuery<typeof exhibitionPageSave>;

/** Creates or changes the exhibition's page (rich text is sanitised by the server). Every exhibition screen refreshes after it. */
export function usePageSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: PageSaveQuery) => api.call(exhibitionPageSave, q),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exhibitionKeys.all }),
  });
}
