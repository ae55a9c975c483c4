import type { CallData, carOwnerList } from '@kc/shared';

/** 已认证 2 辆 · 审核中 1 辆, or 未认证: the /my/authentication hub's words for my list's counts. */
export const carOwnerSummaryText = (
  s: Pick<CallData<typeof carOwnerList>, 'approved' | 'pending' | 'count'>,
): string => {
  const parts = [
    ...(s.approved > 0 ? [`已认证 ${s.approved} 辆`] : []),
    ...(s.pending > 0 ? [`审核中 ${s.pending} 辆`] : []),
  ];
  if (parts.length) return parts.join(' · ');
  return s.count > 0 ? '未通过，可重新提交' : '未认证';
};
