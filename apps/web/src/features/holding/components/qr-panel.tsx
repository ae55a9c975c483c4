import { Button } from 'antd-mobile';
import { formatDate, formatShortCode, type HoldingCard, type WriteOffRecord } from '@kc/shared';
import { CheckIcon } from '../../../components/ui/icons';
import { useNow } from '../hooks/use-now';
import { remainingText } from '../utils/card-text';
import { cx } from '../../../components/ui/cx';
import { QrCodeImage } from './qr-code-image';
import styles from './qr.module.css';

/** A plain class on the big state label: show-qrcode-page.test.tsx finds the label by it. */
const STATE_LABEL_HOOK = 'qr-state-label';

export interface QrPanelProps {
  card: HoldingCard;
  /** the current code (absent while the first one loads) */
  code?: string;
  /** its 10 digits for a checker to type or hear (refreshed with the code) */
  shortCode?: string | null;
  /** when the code was fetched (ms) and how often it refreshes (s) */
  fetchedAt: number;
  refreshIn: number;
  onRefresh: () => void;
  refreshing: boolean;
  /** the code cannot be refreshed: the kept day code is shown (valid all day, checked offline too) */
  offline?: boolean;
  /** the write-off just seen live (shown big until 继续出示二维码) */
  justUsed: WriteOffRecord | null;
  onContinue: () => void;
}

/**
 * The scannable code of a usable item with its refresh countdown; the state in big letters otherwise
 * (no code to scan); 已核销 with when and where right after a live write-off.
 */
export function QrPanel(p: QrPanelProps) {
  const { card } = p;
  const showCode = card.state === 'valid' && !p.justUsed;
  const now = useNow(1000, showCode);
  const left = Math.max(0, Math.ceil((p.fetchedAt + p.refreshIn * 1000 - now) / 1000));

  if (p.justUsed) {
    const more = card.state === 'valid' && card.remaining > 0;
    return (
      <section className={styles.panel} aria-label="核销结果" data-testid="qr-panel">
        <div className={cx(styles.state, styles.done)} role="status">
          <span className={styles.stateMark} aria-hidden>
            <CheckIcon strokeWidth={2.6} />
          </span>
          <span className={cx(styles.stateLabel, STATE_LABEL_HOOK)} data-testid="qr-state-label">
            已核销
          </span>
          <p className={styles.stateSub}>核销时间 {formatDate(p.justUsed.create_time)}</p>
          <p className={styles.stateSub}>核销地点 {p.justUsed.point_name || '—'}</p>
        </div>
        <p className={styles.remaining}>{remainingText(card)}</p>
        {more && (
          <Button color="primary" fill="outline" size="small" onClick={p.onContinue}>
            继续出示二维码
          </Button>
        )}
      </section>
    );
  }

  if (card.state !== 'valid') {
    return (
      <section className={styles.panel} aria-label="票券状态" data-testid="qr-panel">
        <div className={styles.state} role="status">
          <span className={cx(styles.stateLabel, STATE_LABEL_HOOK)} data-testid="qr-state-label">
            {card.state_label}
          </span>
          {card.state === 'not_started' && <p className={styles.stateSub}>有效期 {card.date_string}</p>}
          {card.last_used_time && <p className={styles.stateSub}>最近核销 {formatDate(card.last_used_time)}</p>}
        </div>
        <p className={styles.remaining}>{remainingText(card)}</p>
      </section>
    );
  }

  return (
    <section className={styles.panel} aria-label="核销二维码" data-testid="qr-panel">
      {p.code ? <QrCodeImage text={p.code} /> : <div className={cx(styles.image, styles.loading)} />}
      {p.shortCode && <ShortCode digits={p.shortCode} />}
      <p className={styles.remaining}>{remainingText(card)}</p>
      {p.offline ? (
        <p className={styles.tip} role="status" data-testid="offline-code-note">
          网络不可用，已显示离线码
        </p>
      ) : (
        <p className={styles.tip}>二维码每{p.refreshIn}秒自动刷新，截图无效</p>
      )}
      <p className={styles.countdown} aria-live="off">
        {p.refreshing ? '正在刷新…' : p.offline ? '联网后自动恢复' : `${left}秒后刷新`}
        <button type="button" onClick={p.onRefresh} disabled={p.refreshing}>
          立即刷新
        </button>
      </p>
    </section>
  );
}

/**
 * The code as digits under the QR, grouped for reading aloud (1234 5678 90): a checker without a camera types it
 * into 手动输入核销码. It changes with the QR and is as short-lived, so a screenshot of it stops working too.
 */
function ShortCode({ digits }: { digits: string }) {
  return (
    <div className={styles.short} role="group" aria-label="数字核销码">
      <span className={styles.shortLabel} aria-hidden>
        数字核销码
      </span>
      <strong className={styles.shortDigits} data-testid="short-code" data-digits={digits}>
        {formatShortCode(digits)}
      </strong>
      <span className={styles.shortTip}>无法扫码时，请核销员输入此数字码</span>
    </div>
  );
}
