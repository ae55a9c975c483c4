import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userEdit, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { userInfoQuery } from './user-info';

export type ProfilePatch = CallQuery<typeof userEdit>;

/** useredit: nickname, signature or avatar; the answer is the new profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatch) => api.call(userEdit, patch),
    onSuccess: (info) => {
      queryClient.setQueryData(userInfoQuery.queryKey, info);
      useSession.getState().setUserInfo(info);
    },
  });
}
