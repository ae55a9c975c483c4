import { formatYuan } from '@kc/shared';
import { ChevronRightIcon } from '../../../components/ui/icons';

/** The wallet balance (fen, shown in yuan). */
export function BalanceCard({ money, onClick }: { money: number; onClick: () => void }) {
  return (
    <button type="button" className="balance-card" onClick={onClick}>
      <span className="balance-label">余额</span>
      <span className="balance-value">
        <small>¥</small>
        {formatYuan(money)}
      </span>
      <ChevronRightIcon className="balance-arrow" />
    </button>
  );
}
