import type { StatsRecord } from '@kc/shared';
import type { StatsFigure } from '../../../components/ui/stats-figures';

/** 35.2% from a percent of one decimal. */
export const percentText = (p: number): string => `${p}%`;

/** Where a figure of the whole business's record opens (absent: the figure does not open). */
export interface FigureLinks {
  projects?: () => void;
  channels?: () => void;
  promoters?: () => void;
  items?: () => void;
}

/**
 * What a record is of: the whole business or a project (every figure), a channel or promoter (what is counted per
 * party), or an item (promoters are counted per project, not per item: docs/statistics.md).
 */
export type RecordScope = 'whole' | 'party' | 'item';

/** The figure cards of spec 3.5 from a statistics record (an item's without 项目数 and 推广人数). */
export const recordFigures = (r: StatsRecord, links: FigureLinks = {}, scope: RecordScope = 'whole'): StatsFigure[] =>
  scope === 'party'
    ? partyFigures(r)
    : wholeFigures(r, links).filter((f) => scope === 'whole' || !ITEM_LEFT_OUT.has(f.label));

const ITEM_LEFT_OUT = new Set(['项目数', '推广人数']);

const wholeFigures = (r: StatsRecord, links: FigureLinks): StatsFigure[] => [
  { label: '项目数', value: r.project_count, unit: '个', onOpen: links.projects },
  { label: '票券总量', value: r.ticket_amount_count, unit: '张' },
  { label: '已发放', value: r.ticket_issued_count, unit: '张' },
  { label: '免费发放', value: r.ticket_give_count, unit: '张' },
  {
    label: '已核销',
    value: r.ticket_writeoff_count,
    unit: '张',
    note: `核销率 ${percentText(r.ticket_writeoff_percent)}`,
  },
  {
    label: '渠道发放',
    value: r.ticket_channel_count,
    unit: '张',
    note: `占比 ${percentText(r.ticket_channel_percent)}`,
    onOpen: links.channels,
  },
  {
    label: '推广人数',
    value: r.promoter_count,
    unit: '人',
    note: `推广占比 ${percentText(r.promoter_percent)}`,
    onOpen: links.promoters,
  },
  { label: '退票', value: r.ticket_return_count, unit: '张' },
  { label: '待领取', value: r.ticket_to_be_picked, unit: '张' },
  { label: '报名', value: r.ticket_registration_count, unit: '人' },
  { label: '票券种类', value: r.ticket_project_count, unit: '种', onOpen: links.items },
];

/**
 * A channel's or promoter's record: their counters hold what they issued, gave and brought in (docs/statistics.md),
 * so only those figures are shown, never zeros that mean "not kept".
 */
const partyFigures = (r: StatsRecord): StatsFigure[] => [
  { label: '已发放', value: r.ticket_issued_count, unit: '张' },
  { label: '免费发放', value: r.ticket_give_count, unit: '张' },
  {
    label: '已核销',
    value: r.ticket_writeoff_count,
    unit: '张',
    note: `核销率 ${percentText(r.ticket_writeoff_percent)}`,
  },
];
