import { ItemStatus } from '@kc/shared';

type TagColor = 'default' | 'primary' | 'success' | 'warning' | 'danger';

/** The displayed statuses of spec 4 with their tag labels and colours. */
export const ITEM_STATUS: Record<number, { label: string; color: TagColor }> = {
  [ItemStatus.inProgress]: { label: '进行中', color: 'success' },
  [ItemStatus.disabled]: { label: '已禁用', color: 'default' },
  [ItemStatus.auditing]: { label: '审核中', color: 'warning' },
  [ItemStatus.rejected]: { label: '已驳回', color: 'danger' },
  [ItemStatus.expired]: { label: '已过期', color: 'default' },
  [ItemStatus.draft]: { label: '草稿', color: 'default' },
  [ItemStatus.takenDown]: { label: '已下架', color: 'default' },
  [ItemStatus.notStarted]: { label: '未开始', color: 'primary' },
  [ItemStatus.ended]: { label: '已结束', color: 'default' },
  [ItemStatus.fullyIssued]: { label: '已发完', color: 'warning' },
};

/** The status tabs of /ticket-invitation: the filter values 0–4 of itemList. */
export const STATUS_TABS = [
  { filter: 0, label: '全部' },
  { filter: 1, label: '进行中' },
  { filter: 2, label: '已禁用' },
  { filter: 3, label: '已过期' },
  { filter: 4, label: '未开始' },
] as const;
