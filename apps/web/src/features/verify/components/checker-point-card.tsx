import { Button } from 'antd-mobile';
import type { CheckerPoint } from '../api/checker-items';

/** One of my points for an item: today's and all write-offs; 扫码核销, 扫码枪, 记录. */
export function CheckerPointCard({
  point,
  onScan,
  onGun,
  onLogs,
}: {
  point: CheckerPoint;
  onScan: () => void;
  onGun: () => void;
  onLogs: () => void;
}) {
  return (
    <article className="verify-card checker-point" aria-label={point.point_name}>
      <header className="checkpoint-head">
        <strong className="checkpoint-name">{point.point_name}</strong>
        <span className={`checkpoint-type is-type-${point.write_off_type}`}>
          {point.write_off_type === 2 ? '扫码核销' : '主动核销'}
        </span>
      </header>
      <p className="verify-sub">{point.point_location}</p>
      <dl className="point-counts">
        <div>
          <dt>今日核销</dt>
          <dd>{point.today}</dd>
        </div>
        <div>
          <dt>累计核销</dt>
          <dd>{point.used}</dd>
        </div>
      </dl>
      <footer className="checker-point-actions">
        <Button color="primary" onClick={onScan}>
          扫码核销
        </Button>
        <Button onClick={onGun}>扫码枪</Button>
        <Button onClick={onLogs}>记录</Button>
      </footer>
    </article>
  );
}
