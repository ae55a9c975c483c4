import { Tag } from 'antd-mobile';
import { UNION_STATUS, statusLabel } from '../utils/union-status';

/** 未申请 / 审核中 / 已通过 / 未通过 */
export function StatusTag({ status }: { status: number | null }) {
  const color = status === null ? 'default' : (UNION_STATUS[status]?.color ?? 'default');
  return (
    <Tag color={color} fill={status === null ? 'outline' : 'solid'} className="union-status">
      {statusLabel(status)}
    </Tag>
  );
}
