import { formatDate } from '@kc/shared';
import { cx } from '../../../components/ui/cx';
import type { GunRead } from '../hooks/use-gun-reader';
import styles from './gun.module.css';
import ui from './verify.module.css';
import { outcomeTitle, refusalText } from './write-off-outcome';

const shortCode = (code: string) => (code.length > 16 ? `${code.slice(0, 6)}…${code.slice(-6)}` : code);

/** One read of the scanner gun in the running list: when, what, and ✓ or ✕ with a short headline and the reason. */
export function GunReadRow({ read }: { read: GunRead }) {
  const r = read.result;
  const state = read.state === 'pending' ? 'pending' : r?.ok ? 'ok' : 'refused';
  const title = read.state === 'pending' ? '核销中…' : read.state === 'failed' ? '核销失败' : outcomeTitle(r!);
  const reason = read.state === 'failed' ? read.error : r && !r.ok ? refusalText(r) : undefined;
  const what = r?.card ? r.card.ticket_name : shortCode(read.code);
  return (
    // `is-<state>` stays a plain class: pc-scan-page.test.tsx finds the rows by it
    <li className={cx(styles.read, state === 'ok' && styles.ok, state === 'refused' && styles.refused, `is-${state}`)}>
      <span className={styles.mark} aria-hidden>
        {read.state === 'pending' ? '…' : r?.ok ? '✓' : '✕'}
      </span>
      <span className={styles.main}>
        <strong>
          {title}
          {read.offline && <span className={styles.offlineTag}>离线</span>}
        </strong>
        {reason && <span className={ui.sub}>{reason}</span>}
        <span className={ui.sub}>
          {what}
          {read.reads > 1 ? ` · 重复读取 ${read.reads} 次` : ''}
        </span>
      </span>
      <time className={styles.time}>{formatDate(read.at, 'h:i:s')}</time>
    </li>
  );
}
