import { formatDate, formatYuan, type Item } from '@kc/shared';
import {
  DISTRIBUTION_MODES,
  labelOf,
  LIMIT_TYPES,
  PAYMENT_ORDERS,
  REGISTRATION_DISTRIBUTIONS,
  SHOP_KINDS,
  TEMPLATE_KINDS,
  WRITE_OFF_MODES,
} from './item-labels';

export interface ItemRow {
  label: string;
  value: string;
  /** the API fields this row shows (an audit highlights a row when one of them changes) */
  fields: (keyof Item)[];
}

const time = (s: number | null) => (s === null ? '未设置' : formatDate(s));
/** start and end on two lines */
const range = (a: number | null, b: number | null) =>
  a === null && b === null ? '未设置' : `${time(a)}\n至 ${time(b)}`;
export const yuan = (fen: number) => (fen === 0 ? '免费' : `¥${formatYuan(fen)}`);

/** Every field of an item as label and display text, in the order of the item form. */
export const itemRows = (item: Item): ItemRow[] => [
  { label: '所属项目', value: item.project_name || '未选择', fields: ['project_id'] },
  { label: '名称', value: item.name || '未填写', fields: ['name'] },
  {
    label: '模板',
    value: item.template_kind === 2 ? `自定义 ${item.style_color}`.trim() : labelOf(TEMPLATE_KINDS, item.template_kind),
    fields: ['template_kind', 'style_icon', 'style_color'],
  },
  { label: '面值', value: yuan(item.par_value), fields: ['par_value'] },
  { label: '售价', value: yuan(item.sell_value), fields: ['sell_value'] },
  { label: '发放总量', value: String(item.total_stock), fields: ['total_stock'] },
  { label: '每人限领', value: String(item.per_user_limit), fields: ['per_user_limit'] },
  { label: '发放时间', value: range(item.issue_start, item.issue_end), fields: ['issue_start', 'issue_end'] },
  { label: '有效期', value: range(item.validity_start, item.validity_end), fields: ['validity_start', 'validity_end'] },
  { label: '核销方式', value: labelOf(WRITE_OFF_MODES, item.write_off_mode), fields: ['write_off_mode'] },
  { label: '门店类型', value: labelOf(SHOP_KINDS, item.shop_kind), fields: ['shop_kind'] },
  { label: '分账方式', value: labelOf(DISTRIBUTION_MODES, item.distribution_mode), fields: ['distribution_mode'] },
  {
    label: '报名发放',
    value: labelOf(REGISTRATION_DISTRIBUTIONS, item.registration_distribution),
    fields: ['registration_distribution'],
  },
  { label: '支付顺序', value: labelOf(PAYMENT_ORDERS, item.payment_order), fields: ['payment_order'] },
  {
    label: '核销限制',
    value: `${labelOf(LIMIT_TYPES, item.limit_type)} ${item.limit_num} 次`,
    fields: ['limit_type', 'limit_num'],
  },
  { label: '使用规则', value: item.rule_content || '未填写', fields: ['rule_content'] },
];
