import { Tag } from 'antd-mobile';
import { applyStatusLabel, type ApplyStatusValue } from '@kc/shared';

const COLOR: Record<number, string> = {
  0: 'warning',
  1: 'success',
  2: 'primary',
  3: 'default',
  4: 'danger',
  5: 'default',
  6: 'success',
};

/** An application's status as a tag (the server's label when given). */
export function RunStatusTag({ status, label }: { status: number; label?: string }) {
  return (
    <Tag color={COLOR[status] ?? 'default'} fill="outline">
      {label || applyStatusLabel[status as ApplyStatusValue] || '未知状态'}
    </Tag>
  );
}
