import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unionApply } from '@kc/shared';
import { api } from '../../../lib/http';
import { unionKeys } from './union-keys';

/** The current business applies to a campaign with the form's values. */
export function useUnionApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: { campaignId: number; values: Record<string, unknown> }) =>
      api.call(unionApply, { campaign_id: q.campaignId, values: q.values }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: unionKeys.all }),
  });
}
