import { formatYuan, type walletSchema } from '@kc/shared';
import type { z } from 'zod';

type Wallet = z.infer<typeof walletSchema>;

/** What the amount field keeps of typed text: digits and one dot, at most 2 decimals ('12.345' → '12.34'). */
export const cleanAmountInput = (text: string): string => {
  const s = text.replace(/[^\d.]/g, '');
  const dot = s.indexOf('.');
  const whole = (dot < 0 ? s : s.slice(0, dot)).replace(/^0+(?=\d)/, '').slice(0, 9);
  if (dot < 0) return whole;
  const cents = s
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${whole || '0'}.${cents}`;
};

/** Yuan text → fen, or null when it is not an amount of at most 2 decimals. */
export const yuanToFen = (text: string): number | null => {
  const s = text.trim();
  if (!/^\d{1,9}(\.\d{0,2})?$/.test(s)) return null;
  const [yuan, cents = ''] = s.split('.');
  return Number(yuan) * 100 + Number(cents.padEnd(2, '0'));
};

/** Today's remaining withdrawal limit in fen, or null when there is no daily limit. */
export const remainingToday = (w: Wallet): number | null =>
  w.daily_max_withdrawal > 0 ? Math.max(0, w.daily_max_withdrawal - w.withdrawn_today) : null;

/** The client checks before asking for the pay password: a message, or null when the amount may be withdrawn. */
export const checkWithdrawAmount = (text: string, w: Wallet): string | null => {
  if (!text.trim()) return '请输入提现金额';
  const fen = yuanToFen(text);
  if (fen === null) return '金额格式错误，最多两位小数';
  if (fen <= 0) return '提现金额须大于0';
  if (fen > w.money) return '余额不足';
  if (fen < w.min_withdrawal) return `单次最低提现¥${formatYuan(w.min_withdrawal)}`;
  const left = remainingToday(w);
  if (left !== null && fen > left) return `超过今日提现额度，今日还可提现¥${formatYuan(left)}`;
  return null;
};

/** ¥12.50 */
export const yuanText = (fen: number): string => `¥${formatYuan(fen)}`;

/** +12.50 / −12.50 for ledger amounts */
export const signedYuan = (fen: number): string => `${fen < 0 ? '−' : '+'}${formatYuan(Math.abs(fen))}`;
