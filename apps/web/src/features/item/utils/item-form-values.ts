import type { CallQuery, Item, itemSave } from '@kc/shared';
import type { FieldErrors } from '../../../lib/form';
import { fenToYuan, yuanToFen } from './money';

export type ItemSaveQuery = CallQuery<typeof itemSave>;

/** The item form as typed: amounts in 元 and counts as text, choices and times (seconds) as numbers. */
export interface ItemFormValues {
  project_id: number | null;
  name: string;
  template_kind: number | null;
  style_icon: string;
  style_color: string;
  par_value: string;
  sell_value: string;
  total_stock: string;
  per_user_limit: string;
  issue_start: number | null;
  issue_end: number | null;
  validity_start: number | null;
  validity_end: number | null;
  rule_content: string;
  write_off_mode: number | null;
  shop_kind: number | null;
  distribution_mode: number | null;
  registration_distribution: number | null;
  payment_order: number | null;
  limit_type: number | null;
  limit_num: string;
  /** the application form people fill to sign up; null for none */
  form_id: number | null;
  /** a pass (证件): a ticket tied to a named holder; chosen when the ticket is created */
  is_cert: boolean;
}

/** A new item starts with the server's defaults for the choices, so the form shows what a draft will hold. */
export const emptyItemValues = (): ItemFormValues => ({
  project_id: null,
  name: '',
  template_kind: 1,
  style_icon: '',
  style_color: '',
  par_value: '',
  sell_value: '',
  total_stock: '',
  per_user_limit: '1',
  issue_start: null,
  issue_end: null,
  validity_start: null,
  validity_end: null,
  rule_content: '',
  write_off_mode: 1,
  shop_kind: 11,
  distribution_mode: 1,
  registration_distribution: 1,
  payment_order: 1,
  limit_type: 1,
  limit_num: '1',
  form_id: null,
  is_cert: false,
});

const count = (n: number) => (n > 0 ? String(n) : '');

export const fromItem = (i: Item): ItemFormValues => ({
  project_id: i.project_id,
  name: i.name,
  template_kind: i.template_kind,
  style_icon: i.style_icon,
  style_color: i.style_color,
  par_value: fenToYuan(i.par_value),
  sell_value: fenToYuan(i.sell_value),
  total_stock: count(i.total_stock),
  per_user_limit: count(i.per_user_limit),
  issue_start: i.issue_start,
  issue_end: i.issue_end,
  validity_start: i.validity_start,
  validity_end: i.validity_end,
  rule_content: i.rule_content,
  write_off_mode: i.write_off_mode,
  shop_kind: i.shop_kind,
  distribution_mode: i.distribution_mode,
  registration_distribution: i.registration_distribution,
  payment_order: i.payment_order,
  limit_type: i.limit_type,
  limit_num: count(i.limit_num),
  form_id: i.form_id,
  is_cert: i.is_cert,
});

type MoneyField = 'par_value' | 'sell_value';
type CountField = 'total_stock' | 'per_user_limit' | 'limit_num';
const MONEY: MoneyField[] = ['par_value', 'sell_value'];
const COUNTS: CountField[] = ['total_stock', 'per_user_limit', 'limit_num'];
const CHOICES = [
  'project_id',
  'template_kind',
  'issue_start',
  'issue_end',
  'validity_start',
  'validity_end',
  'write_off_mode',
  'shop_kind',
  'distribution_mode',
  'registration_distribution',
  'payment_order',
  'limit_type',
] as const;

/**
 * The save query from the form: amounts become integer 分 (面值 left empty: the sell value), counts integers;
 * what is not filled in is left out (a draft keeps it empty, submitting names it). Local mistakes come back as
 * field errors.
 */
export const toSaveQuery = (
  v: ItemFormValues,
  productType: number,
  id?: number,
): { query: ItemSaveQuery; errors: FieldErrors<ItemFormValues> } => {
  const errors: FieldErrors<ItemFormValues> = {};
  const query: ItemSaveQuery = {
    product_type: productType,
    is_cert: productType === 1 && v.is_cert,
    ...(id ? { id } : {}),
  };
  const q = query as Record<string, unknown>;
  if (v.name.trim()) q.name = v.name.trim();
  q.style_icon = v.template_kind === 2 ? v.style_icon : '';
  q.style_color = v.template_kind === 2 ? v.style_color : '';
  q.rule_content = v.rule_content;
  for (const f of CHOICES) if (v[f] !== null) q[f] = v[f];
  q.form_id = v.form_id;
  for (const f of MONEY) {
    const fen = yuanToFen(v[f]);
    if (Number.isNaN(fen)) errors[f] = '请输入正确的金额，最多两位小数';
    else if (fen !== undefined) q[f] = fen;
  }
  // 面值 left empty is the sell value (the form's hint says so)
  if (v.par_value.trim() === '' && typeof q.sell_value === 'number') q.par_value = q.sell_value;
  for (const f of COUNTS) {
    const t = v[f].trim();
    if (t === '') continue;
    if (/^\d{1,9}$/.test(t)) q[f] = Number(t);
    else errors[f] = '请输入整数';
  }
  return { query, errors };
};
