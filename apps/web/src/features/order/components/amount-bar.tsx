import type { ReactNode } from 'react';
import { ActionBar } from '../../../components/ui/action-bar';
import { yuan } from '../utils/order-text';
import styles from './amount-bar.module.css';

/** The fixed bar of the buy and refund forms: 合计 / 退款金额 in 元, and the button. */
export function AmountBar({ label, amount, children }: { label: string; amount: number; children: ReactNode }) {
  return (
    <ActionBar className={styles.bar}>
      <span className={styles.total} data-testid="buy-total">
        {label}
        <strong>{yuan(amount)}</strong>
      </span>
      {children}
    </ActionBar>
  );
}
