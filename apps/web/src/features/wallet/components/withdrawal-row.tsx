import { formatDate, type withdrawalSchema } from '@kc/shared';
import type { z } from 'zod';
import { yuanText } from '../utils/money';

export type WithdrawalRecord = z.infer<typeof withdrawalSchema>;

/** One withdrawal: amount, state (处理中 / 已到账 / failed with the reason), the account, when. */
export function WithdrawalRow({ record }: { record: WithdrawalRecord }) {
  return (
    <article className="wallet-row" aria-label={`提现记录 ${yuanText(record.amount)}`}>
      <div className="wallet-row-main">
        <span className="wallet-row-title">提现到 {record.account || '微信'}</span>
        <span className="wallet-row-sub">申请时间 {formatDate(record.create_time)}</span>
        {record.done_time && record.state === 'done' && (
          <span className="wallet-row-sub">到账时间 {formatDate(record.done_time)}</span>
        )}
        {record.fail_reason && <span className="wallet-row-fail">失败原因：{record.fail_reason}</span>}
      </div>
      <div className="wallet-row-side">
        <span className="wallet-amount">{yuanText(record.amount)}</span>
        <span className={`wallet-state is-${record.state}`}>{record.state_label}</span>
      </div>
    </article>
  );
}
