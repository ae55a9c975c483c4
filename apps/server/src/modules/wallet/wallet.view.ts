import { WITHDRAWAL_STATE_LABELS } from '@kc/shared';
import type { withdrawals } from '../../db/schema.js';
import { toSecs } from '../../lib/time.js';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** A payout account as the user sees it: the sandbox's, or the openid's ends. */
export const maskAccount = (openid: string) =>
  openid.startsWith('sandbox-') ? '沙箱测试账户' : `微信账户 ${openid.slice(0, 4)}****${openid.slice(-4)}`;

export const toWithdrawal = (w: WithdrawalRow) => ({
  id: w.id,
  amount: w.amount,
  state: w.state,
  state_label: WITHDRAWAL_STATE_LABELS[w.state],
  account: w.account,
  fail_reason: w.failReason,
  create_time: toSecs(w.createdAt),
  done_time: toSecs(w.doneAt),
});
