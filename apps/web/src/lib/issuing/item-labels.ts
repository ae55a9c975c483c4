/** Chinese labels of the item enumerations (spec 4), shared by the item and audit screens. */
export type Choice = { value: number; label: string };

export const PRODUCT_TYPE_LABEL: Record<number, string> = { 1: '门票', 2: '卡券', 3: '邀请函' };

export const TEMPLATE_KINDS: Choice[] = [
  { value: 1, label: '默认' },
  { value: 2, label: '自定义' },
];
export const WRITE_OFF_MODES: Choice[] = [
  { value: 1, label: '主动核销' },
  { value: 2, label: '扫码核销（被动）' },
];
export const SHOP_KINDS: Choice[] = [
  { value: 11, label: '线下' },
  { value: 12, label: '线上' },
];
export const DISTRIBUTION_MODES: Choice[] = [
  { value: 1, label: '领取时分账' },
  { value: 2, label: '核销时分账' },
];
export const REGISTRATION_DISTRIBUTIONS: Choice[] = [
  { value: 1, label: '报名即发放' },
  { value: 2, label: '报名成功后发放' },
];
export const PAYMENT_ORDERS: Choice[] = [
  { value: 1, label: '先支付后填表' },
  { value: 2, label: '先填表后支付' },
];
export const LIMIT_TYPES: Choice[] = [
  { value: 1, label: '总次数' },
  { value: 2, label: '每日次数' },
];

export const labelOf = (choices: Choice[], value: number | null | undefined): string =>
  choices.find((c) => c.value === value)?.label ?? '未设置';
