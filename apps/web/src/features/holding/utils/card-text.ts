import { remainingUses, type HoldingCard } from '@kc/shared';

/** Uses left on the holder's own cards and code screen: the shared wording with the limit (剩余 n/m 次). */
export const remainingText = (card: Pick<HoldingCard, 'limit_type' | 'limit_num' | 'remaining'>): string =>
  remainingUses(card, { ofLimit: true });

/** An item's colour when it sets none, and a card's colour once it is no longer usable (the theme's). */
export const DEFAULT_STYLE_COLOR = 'var(--adm-color-primary)';
export const INACTIVE_STYLE_COLOR = 'var(--adm-color-light)';

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
