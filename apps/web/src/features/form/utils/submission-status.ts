import { AuditStatus } from '@kc/shared';

/** The review tabs: 1 pending (the default), 2 passed, 3 rejected. */
export const SUBMISSION_TABS = [
  { value: AuditStatus.pending, label: '待审核' },
  { value: AuditStatus.passed, label: '已通过' },
  { value: AuditStatus.rejected, label: '已驳回' },
] as const;

const TAG: Record<number, { text: string; color: 'warning' | 'success' | 'danger' }> = {
  [AuditStatus.pending]: { text: '待审核', color: 'warning' },
  [AuditStatus.passed]: { text: '已通过', color: 'success' },
  [AuditStatus.rejected]: { text: '已驳回', color: 'danger' },
};

export const submissionTag = (status: number) => TAG[status] ?? { text: '未知状态', color: 'warning' as const };
