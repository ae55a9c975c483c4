import { formatDate, type ledgerEntrySchema } from '@kc/shared';
import type { z } from 'zod';
import { signedYuan, yuanText } from '../utils/money';

export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** One change of the balance: why, when, the signed amount (green in, red out) and the balance after it. */
export function LedgerRow({ entry }: { entry: LedgerEntry }) {
  const out = entry.amount < 0;
  return (
    <article className="wallet-row" aria-label={`余额明细 ${entry.reason}`}>
      <div className="wallet-row-main">
        <span className="wallet-row-title">{entry.reason || (out ? '支出' : '收入')}</span>
        <span className="wallet-row-sub">{formatDate(entry.create_time)}</span>
      </div>
      <div className="wallet-row-side">
        <span className={out ? 'wallet-amount is-out' : 'wallet-amount is-in'}>{signedYuan(entry.amount)}</span>
        <span className="wallet-row-sub">余额 {yuanText(entry.balance_after)}</span>
      </div>
    </article>
  );
}
