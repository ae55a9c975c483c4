import { Tag } from 'antd-mobile';
import { ITEM_STATUS } from '../utils/item-status';

/** The displayed status (spec 4) as a coloured tag. */
export function ItemStatusTag({ status }: { status: number }) {
  const s = ITEM_STATUS[status] ?? { label: '未知状态', color: 'default' as const };
  return (
    <Tag color={s.color} fill={s.color === 'default' ? 'solid' : 'outline'} className="item-status-tag">
      {s.label}
    </Tag>
  );
}
