/** The application states of spec: 1 pending, 2 passed, 3 rejected; null when not applied. */
export const UNION_STATUS: Record<number, { label: string; color: 'warning' | 'success' | 'danger' }> = {
  1: { label: '审核中', color: 'warning' },
  2: { label: '已通过', color: 'success' },
  3: { label: '未通过', color: 'danger' },
};
export const statusLabel = (status: number | null): string =>
  status === null ? '未申请' : (UNION_STATUS[status]?.label ?? '未知');

/** Applying is possible when not applied yet or after a rejection. */
export const canApply = (status: number | null) => status === null || status === 3;

/** the auditor's tabs */
export const REVIEW_TABS = [
  { status: 1, title: '待审核' },
  { status: 2, title: '已通过' },
  { status: 3, title: '已驳回' },
] as const;
