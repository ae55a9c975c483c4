import type { WriteOffResult } from '@kc/shared';
import { holderLabel, writeOffTime } from '../utils/labels';

/** What is left of the holder's item after this write-off: today's uses for a daily limit (type 2), else in all. */
export const remainingLabel = (card: NonNullable<WriteOffResult['card']>): string =>
  `${card.limit_type === 2 ? '今日剩余' : '剩余'} ${card.remaining} 次`;

const SHOW_LAST_TIME = new Set(['used', 'used_today']);

/** A write-off's outcome in large, unmistakable Chinese: green ✓ 核销成功 with the item, or red ✕ with the reason. */
export function WriteOffOutcome({ result, compact }: { result: WriteOffResult; compact?: boolean }) {
  const { ok, card, record } = result;
  const rows: [string, string][] = [];
  if (card) {
    rows.push(['票券', card.ticket_name]);
    rows.push(['持有人', holderLabel(card.holder_name, card.holder_mobile)]);
    if (ok) rows.push(['剩余', remainingLabel(card)]);
  }
  if (ok && record) {
    rows.push(['核销点', record.point_name]);
    rows.push(['核销时间', writeOffTime(record.create_time)]);
  }
  if (!ok && result.reason && SHOW_LAST_TIME.has(result.reason) && result.last_time)
    rows.unshift(['上次核销时间', writeOffTime(result.last_time)]);

  return (
    <section
      className={`write-off-outcome ${ok ? 'is-ok' : 'is-refused'}${compact ? ' is-compact' : ''}`}
      role="status"
      aria-label={ok ? '核销成功' : '核销失败'}
      data-reason={result.reason ?? undefined}
    >
      <div className="outcome-mark" aria-hidden>
        {ok ? '✓' : '✕'}
      </div>
      <h2 className="outcome-title">{ok ? '核销成功' : result.message || '核销失败'}</h2>
      {result.replay && <p className="outcome-replay">重复提交，未重复核销</p>}
      {rows.length > 0 && (
        <dl className="outcome-rows">
          {rows.map(([k, v]) => (
            <div key={k} className={`outcome-row${k === '剩余' || k === '上次核销时间' ? ' is-strong' : ''}`}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      )}
      {ok && result.holder_photo && (
        <figure className="outcome-photo">
          <img src={result.holder_photo} alt="持证人照片" />
          <figcaption>请核对持证人照片</figcaption>
        </figure>
      )}
    </section>
  );
}

/** The call itself failed (network, validation): the message and what to do. */
export function WriteOffFailure({ message, compact }: { message: string; compact?: boolean }) {
  return (
    <section
      className={`write-off-outcome is-refused${compact ? ' is-compact' : ''}`}
      role="status"
      aria-label="核销失败"
    >
      <div className="outcome-mark" aria-hidden>
        !
      </div>
      <h2 className="outcome-title">{message || '核销失败'}</h2>
    </section>
  );
}
