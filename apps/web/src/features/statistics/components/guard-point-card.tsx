import type { GuardScreen } from '../hooks/use-guard';
import { cx } from '../../../components/ui/cx';
import styles from './guard.module.css';

/** A write-off point on the gate screen; past the alert threshold it turns the alert colour and says 预警. */
export function GuardPointCard({ point: p }: { point: GuardScreen['points'][number] }) {
  return (
    <article className={cx(styles.point, p.alert && styles.alert)} aria-label={`${p.name}${p.alert ? '，预警' : ''}`}>
      <header className={styles.pointHead}>
        <h3 className={styles.pointName}>{p.name}</h3>
        {p.alert && <span className={styles.alertTag}>预警</span>}
      </header>
      {p.item_name && <p className={styles.pointItem}>{p.item_name}</p>}
      <dl className={styles.pointFigures}>
        <div>
          <dt>近15分钟</dt>
          <dd>{p.last15}</dd>
        </div>
        <div>
          <dt>每分钟</dt>
          <dd>{p.per_minute}</dd>
        </div>
        <div>
          <dt>今日</dt>
          <dd>{p.today}</dd>
        </div>
      </dl>
    </article>
  );
}
