import { useMutation, useQueryClient } from '@tanstack/react-query';
import { centerAvatar, centerCoverImage, userEditField } from '@kc/shared';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { personalKeys } from './personal-keys';

/** Sets my cover, avatar or nickname; my pages are refreshed and the session's name and avatar follow. */
export function useProfileEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (q: { cover?: string; avatar?: string; nickname?: string }) => {
      if (q.cover !== undefined) await api.call(centerCoverImage, { coverimage: q.cover });
      if (q.avatar !== undefined) {
        const p = await api.call(centerAvatar, { headimg: q.avatar });
        useSession.getState().setUserInfo({ headimg: p.avatar });
      }
      if (q.nickname !== undefined) {
        const u = await api.call(userEditField, { nickname: q.nickname });
        useSession.getState().setUserInfo({ nickname: u.nickname });
      }
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: personalKeys.all });
      // the 我的 home's profile (features/my reads it under this key)
      await queryClient.invalidateQueries({ queryKey: ['user', 'info'] });
    },
  });
}
