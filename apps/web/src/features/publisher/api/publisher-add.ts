import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publisherAdd, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { publisherKeys } from './publisher-keys';

export type AddPublisherInput = CallQuery<typeof publisherAdd>;

/** Appoints a registered user (by mobile) publisher of an approved item with a quota, or sets their quota again. */
export function useAddPublisher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddPublisherInput) => api.call(publisherAdd, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: publisherKeys.all }),
  });
}
