import { Button } from 'antd-mobile';
import type { CheckerPoint } from '../api/checker-items';
import styles from './checker-point-card.module.css';
import { CheckpointHead } from './checkpoint-card';
import ui from './verify.module.css';

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
    <article className={ui.card} aria-label={point.point_name}>
      <CheckpointHead name={point.point_name} type={point.write_off_type} />
      <p className={ui.sub}>{point.point_location}</p>
      <dl className={styles.counts}>
        <div>
          <dt>今日核销</dt>
          <dd>{point.today}</dd>
        </div>
        <div>
          <dt>累计核销</dt>
          <dd>{point.used}</dd>
        </div>
      </dl>
      <footer className={styles.actions}>
        <Button color="primary" onClick={onScan}>
          扫码核销
        </Button>
        <Button onClick={onGun}>扫码枪</Button>
        <Button onClick={onLogs}>记录</Button>
      </footer>
    </article>
  );
}
