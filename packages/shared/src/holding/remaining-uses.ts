import type { HoldingCard } from './holding.schemas.js';

/**
 * The one wording of a holding's uses left (spec 3.4 limit types: 1 write-offs in all, 2 write-offs a day):
 * 剩余 n 次, 今日剩余 n 次 for a daily limit, 不限次数 without a limit. `ofLimit` adds the limit: 剩余 n/m 次
 * (the holder's own cards and code screen).
 */
export const remainingUses = (
  card: Pick<HoldingCard, 'limit_type' | 'limit_num' | 'remaining'>,
  opts: { ofLimit?: boolean } = {},
): string => {
  if (card.limit_num <= 0) return '不限次数';
  const left = opts.ofLimit ? `${card.remaining}/${card.limit_num}` : String(card.remaining);
  return `${card.limit_type === 2 ? '今日剩余' : '剩余'} ${left} 次`;
};
