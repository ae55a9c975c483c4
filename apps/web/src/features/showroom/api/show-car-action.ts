import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showCarAction, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';
import { showroomKeys } from './showroom-keys';

export type ShowCarStateAction = CallQuery<typeof showCarAction>['action'];

/** 提交审核, 下架 / 上架, 标记已售, 删除 of one listing; showroom queries are stale afterwards. */
export function useShowCarAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: { id: number; action: ShowCarStateAction }) => api.call(showCarAction, q),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: showroomKeys.all }),
  });
}
