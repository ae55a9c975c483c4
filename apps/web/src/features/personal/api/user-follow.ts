import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { centerIndex } from '@kc/shared';
import { userFollow, type CallData } from '@kc/shared';
import { api } from '../../../lib/http';
import { personalKeys } from './personal-keys';

type Center = CallData<typeof centerIndex>;

/** Follow or unfollow a person; the page's relation and follower count take the server's answer. */
export function useUserFollow(uid: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => api.call(userFollow, { u: uid, f: follow ? 1 : 0 }),
    onSuccess: (r) => {
      queryClient.setQueryData<Center>(personalKeys.center(uid), (d) =>
        d
          ? {
              profile: { ...d.profile, follower_count: r.follower_count },
              relation: { ...d.relation, following: r.following, followed_by: r.followed_by },
            }
          : d,
      );
      // lists showing follow buttons and my own counts
      void queryClient.invalidateQueries({ queryKey: personalKeys.all, refetchType: 'none' });
    },
  });
}
