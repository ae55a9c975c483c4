import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addFamily, editUser } from '@kc/shared';
import { api } from '../../../lib/http';
import { holdingKeys } from './holding-keys';

export interface RecipientInput {
  name: string;
  mobile: string;
  id_number: string;
}

/** Sets the caller's own profile (`self`) or adds a family member; the list refetches. */
export function useSaveRecipient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ self, ...q }: RecipientInput & { self: boolean }) =>
      self ? api.call(editUser, q) : api.call(addFamily, q),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: holdingKeys.family }),
  });
}
