import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exhibitionBrandSave, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { exhibitionKeys } from './exhibition-keys';

export type BrandSaveQuery = CallQuery<typeof exhibitionBrandSave>;

/** Adds (no id) or changes an exhibiting brand. Every exhibition screen refreshes after it. */
export function useBrandSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: BrandSaveQuery) => api.call(exhibitionBrandSave, q),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exhibitionKeys.all }),
  });
}
