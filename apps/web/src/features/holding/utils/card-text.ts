import type { HoldingCard } from '@kc/shared';

/** How many uses are left: 剩余 n 次 in all, 今日剩余 n 次 for a daily limit, 不限次数 without a limit. */
export const remainingText = (card: Pick<HoldingCard, 'limit_type' | 'limit_num' | 'remaining'>): string => {
  if (card.limit_num <= 0) return '不限次数';
  return card.limit_type === 2
    ? `今日剩余 ${card.remaining}/${card.limit_num} 次`
    : `剩余 ${card.remaining}/${card.limit_num} 次`;
};

/** The state tag colour of a held item. */
export const stateColor = (state: HoldingCard['state']): 'success' | 'warning' | 'default' | 'danger' => {
  switch (state) {
    case 'valid':
      return 'success';
    case 'not_started':
    case 'used_today':
      return 'warning';
    case 'disabled':
      return 'danger';
    case 'used':
    case 'expired':
      return 'default';
  }
};

/** The type label of a card: 证件 for passes, else 门票 / 卡券 / 邀请函. */
export const typeLabel = (productType: number, isCert: boolean): string =>
  isCert ? '证件' : (({ 1: '门票', 2: '卡券', 3: '邀请函' } as Record<number, string>)[productType] ?? '票券');
