import { useEffect, type ReactNode } from 'react';
import { REFUSALS, remainingUses, type WriteOffResult } from '@kc/shared';
import { cx } from '../../../components/ui/cx';
import { announce } from '../../../lib/ui/announce';
import { holderLabel, writeOffTime } from '../utils/labels';
import styles from './write-off-outcome.module.css';

/**
 * Who reads the outcome: the checker who scanned the holder's code (active mode: the holder and a pass's photo to
 * compare) or the holder who scanned the point's code (interactive mode).
 */
export type OutcomeReader = 'checker' | 'holder';

/** What the page already knows (a refusal may carry neither item nor point). */
export interface KnownFacts {
  itemName?: string;
  pointName?: string;
}

/** Why it was refused, in Chinese: the fixed text for out of range, else the server's message or the reason's. */
export const refusalText = (result: WriteOffResult): string =>
  result.reason === 'out_of_range'
    ? REFUSALS.out_of_range
    : result.message || (result.reason && REFUSALS[result.reason]) || '核销失败';

/**
 * The outcome's headline: two to four characters a checker takes in at a glance (the reason, a sentence, goes
 * below it). An unknown or expired code is 无效码; every other refusal 核销失败.
 */
export const outcomeTitle = (result: Pick<WriteOffResult, 'ok' | 'reason'>): string =>
  result.ok ? '核销成功' : result.reason === 'bad_code' ? '无效码' : '核销失败';

const SHOW_LAST_TIME = new Set(['used', 'used_today']);

interface Row {
  label: string;
  value: string;
  strong?: boolean;
}

/** The facts under the outcome, in the order a checker reads them. */
export const outcomeRows = (result: WriteOffResult, reader: OutcomeReader, known?: KnownFacts): Row[] => {
  const { ok, card, record } = result;
  const rows: Row[] = [];
  if (!ok && result.reason && SHOW_LAST_TIME.has(result.reason) && result.last_time)
    rows.push({ label: '上次核销时间', value: writeOffTime(result.last_time), strong: true });
  const itemName = record?.item_name || card?.ticket_name || known?.itemName;
  if (itemName) rows.push({ label: '票券', value: itemName });
  if (reader === 'checker' && card)
    rows.push({ label: '持有人', value: holderLabel(card.holder_name, card.holder_mobile) });
  if (ok && card) rows.push({ label: '剩余次数', value: remainingUses(card), strong: true });
  const pointName = record?.point_name || known?.pointName;
  if (pointName) rows.push({ label: '核销点', value: pointName });
  if (ok && record) rows.push({ label: '核销时间', value: writeOffTime(record.create_time) });
  return rows;
};

function Frame({
  ok,
  title,
  mark,
  reason,
  compact,
  refusal,
  children,
}: {
  ok: boolean;
  /** the short headline */
  title: string;
  mark: string;
  reason?: string;
  compact?: boolean;
  /** the refusal's key, as data-reason */
  refusal?: string;
  children?: ReactNode;
}) {
  // the headline and the reason are read out at once, wherever the outcome shows (a new screen or the gun's panel)
  useEffect(() => announce(reason ? `${title}，${reason}` : title), [title, reason]);
  return (
    <section
      className={cx(styles.outcome, ok ? styles.ok : styles.refused, compact && styles.compact)}
      role="status"
      aria-label={ok ? '核销成功' : '核销失败'}
      data-testid="write-off-outcome"
      data-result={ok ? 'ok' : 'refused'}
      data-reason={refusal}
    >
      <div className={styles.mark} aria-hidden>
        {mark}
      </div>
      <h2 className={styles.title}>{title}</h2>
      {reason && <p className={styles.reason}>{reason}</p>}
      {children}
    </section>
  );
}

/**
 * A write-off's answer, large and unmistakable, for both modes: green ✓ 核销成功 or red ✕ with a short headline
 * (核销失败, 无效码) and the reason below it in plain text,
 * then the facts (item, holder, uses left, point, time; the last write-off when already used). Decided offline:
 * a 离线 tag (an accepted one is queued and uploaded when the network returns).
 */
export function WriteOffOutcome({
  result,
  reader = 'checker',
  known,
  compact,
  offline,
}: {
  result: WriteOffResult;
  reader?: OutcomeReader;
  known?: KnownFacts;
  compact?: boolean;
  /** decided on the device without the network (accepted ones are queued for upload) */
  offline?: boolean;
}) {
  const rows = outcomeRows(result, reader, known);
  return (
    <Frame
      ok={result.ok}
      title={outcomeTitle(result)}
      mark={result.ok ? '✓' : '✕'}
      reason={result.ok ? undefined : refusalText(result)}
      compact={compact}
      refusal={result.reason ?? undefined}
    >
      {offline && (
        <p className={styles.offline}>
          <span className={styles.offlineTag}>离线</span>
          {result.ok ? '本机已记录，联网后自动同步' : '本机离线判定'}
        </p>
      )}
      {result.replay && <p className={styles.replay}>重复提交，未重复核销</p>}
      {rows.length > 0 && (
        <dl className={styles.rows}>
          {rows.map((r) => (
            <div key={r.label} className={cx(styles.row, r.strong && styles.strong)}>
              <dt>{r.label}</dt>
              <dd>{r.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {reader === 'checker' && result.ok && result.holder_photo && (
        <figure className={styles.photo}>
          <img src={result.holder_photo} alt="持证人照片" />
          <figcaption>请核对持证人照片</figcaption>
        </figure>
      )}
    </Frame>
  );
}

/** The buttons under an outcome, one a row. */
export const OutcomeActions = ({ children }: { children: ReactNode }) => (
  <div className={styles.actions}>{children}</div>
);

/** The call itself failed (network, validation): no answer to show, the message instead. */
export function WriteOffFailure({ message, compact }: { message: string; compact?: boolean }) {
  return <Frame ok={false} title="核销失败" mark="!" reason={message || '请稍后重试'} compact={compact} />;
}
