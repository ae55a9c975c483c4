import { Button } from 'antd-mobile';
import { formatDate, REFUSALS, type WriteOffResult } from '@kc/shared';
import { remainingText } from './holding-option';

/** What the holder reads for a refusal: the fixed Chinese of the reason (out of range above all), else the server's. */
export const refusalText = (result: WriteOffResult): string =>
  result.reason === 'out_of_range'
    ? REFUSALS.out_of_range
    : result.message || (result.reason && REFUSALS[result.reason]) || '核销失败';

/** The answer of a write-off, big: ✓ 核销成功 (green) or ✕ and why (red). */
export function WriteOffOutcome({
  result,
  known,
  onViewHolding,
  onBack,
}: {
  result: WriteOffResult;
  /** what the page already knows (a refusal may carry neither item nor point) */
  known?: { itemName?: string; pointName?: string };
  onViewHolding: () => void;
  onBack: () => void;
}) {
  const record = result.record;
  const itemName = record?.item_name || result.card?.ticket_name || known?.itemName || '';
  const pointName = record?.point_name || known?.pointName || '';
  const hasFacts =
    !!itemName || !!pointName || !!record || (!result.ok && !!result.last_time) || (result.ok && !!result.card);
  const view = (
    <Button key="view" block color={result.ok ? 'primary' : 'default'} size="large" onClick={onViewHolding}>
      查看我的票券
    </Button>
  );
  const back = (
    <Button key="back" block color={result.ok ? 'default' : 'primary'} size="large" onClick={onBack}>
      {result.ok ? '返回' : '重新核销'}
    </Button>
  );
  return (
    <section className={result.ok ? 'write-off-outcome is-ok' : 'write-off-outcome is-refused'} role="status">
      <div className="write-off-mark" aria-hidden>
        {result.ok ? '✓' : '✕'}
      </div>
      <h2>{result.ok ? '核销成功' : '核销失败'}</h2>
      {!result.ok && <p className="write-off-reason">{refusalText(result)}</p>}
      {hasFacts && (
        <dl className="write-off-facts">
          {itemName && (
            <div>
              <dt>票券</dt>
              <dd>{itemName}</dd>
            </div>
          )}
          {pointName && (
            <div>
              <dt>核销点</dt>
              <dd>{pointName}</dd>
            </div>
          )}
          {record && (
            <div>
              <dt>核销时间</dt>
              <dd>{formatDate(record.create_time, 'y.m.d h:i')}</dd>
            </div>
          )}
          {!result.ok && result.last_time && (
            <div>
              <dt>上次核销</dt>
              <dd>{formatDate(result.last_time, 'y.m.d h:i')}</dd>
            </div>
          )}
          {result.ok && result.card && (
            <div>
              <dt>剩余次数</dt>
              <dd>{remainingText(result.card)}</dd>
            </div>
          )}
        </dl>
      )}
      <div className="write-off-actions">{result.ok ? [view, back] : [back, view]}</div>
    </section>
  );
}
