import { Tag } from 'antd-mobile';
import { auditStatusOf } from '../utils/audit-status';

export function AuditStatusTag({ status }: { status: number }) {
  const s = auditStatusOf(status);
  return (
    <Tag color={s.color} fill="outline">
      {s.label}
    </Tag>
  );
}
