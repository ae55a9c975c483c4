import { AuditStatus, AUDIT_TYPES, auditTypeLabel, type AuditTypeValue } from '@kc/shared';

/** The status tabs of /b/audit and the tag of each record. */
export const AUDIT_STATUS = [
  { value: AuditStatus.pending, label: '待审核', color: 'warning' },
  { value: AuditStatus.passed, label: '已通过', color: 'success' },
  { value: AuditStatus.rejected, label: '已驳回', color: 'danger' },
] as const;

export const auditStatusOf = (status: number) => AUDIT_STATUS.find((s) => s.value === status) ?? AUDIT_STATUS[0];

/** The type filter: 全部 and the four audit types with their spec labels. */
export const AUDIT_TYPE_FILTERS: { key: AuditTypeValue | 'all'; label: string }[] = [
  { key: 'all', label: '全部' },
  ...AUDIT_TYPES.map((t) => ({ key: t, label: auditTypeLabel(t) })),
];
