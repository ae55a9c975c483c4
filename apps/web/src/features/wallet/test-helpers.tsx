import type { walletSchema } from '@kc/shared';
import type { z } from 'zod';
import type { LedgerEntry } from './components/ledger-row';
import type { WithdrawalRecord } from './components/withdrawal-row';

export type Wallet = z.infer<typeof walletSchema>;

/** A wallet as the server answers it (tests only): ¥100.00, no password, no account, min ¥1, ¥2000 a day. */
export const walletOf = (over: Partial<Wallet> = {}): Wallet => ({
  money: 10000,
  has_password: false,
  account: '',
  min_withdrawal: 100,
  daily_max_withdrawal: 200000,
  withdrawn_today: 0,
  withdraw_hold_until: null,
  payout_hold_hours: 24,
  ...over,
});

export const ledgerOf = (over: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id: 1,
  amount: 10000,
  balance_after: 10000,
  reason: '活动奖励',
  create_time: 1748750400,
  ...over,
});

export const withdrawalOf = (over: Partial<WithdrawalRecord> = {}): WithdrawalRecord => ({
  id: 7,
  amount: 1250,
  state: 'pending',
  state_label: '处理中',
  account: '微信用户(沙箱)',
  fail_reason: '',
  create_time: 1748750400,
  done_time: null,
  ...over,
});

export const listOf = <T,>(list: T[]) => ({ list, count: list.length, page_size: 10 });

/** Renders routes at `url` after `/start`; anything else shows 其他页面 (test/render-at.tsx). */
export { renderAt } from '../../test/render-at';
