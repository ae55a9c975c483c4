import { Link } from 'react-router';
import { formatDate, type CarOwner } from '@kc/shared';
import { carOwnerPaths } from './carowner-paths';
import { CarOwnerStateTag } from './car-owner-state-tag';
import { PlateBadge } from './plate-badge';
import styles from './carowner.module.css';

/** One certification in my list: the car, its plate, the state and when it was submitted; opens the detail. */
export function CarOwnerRow({ carOwner: c }: { carOwner: CarOwner }) {
  const car = `${c.brand_name} ${c.series_name}`;
  return (
    <Link to={carOwnerPaths.detail(c.id)} className={styles.row} aria-label={`${car} ${c.plate} ${c.state_label}`}>
      <div className={styles.rowHead}>
        <strong className={styles.car}>{car}</strong>
        <CarOwnerStateTag state={c.state} label={c.state_label} />
      </div>
      <p className={styles.model}>{c.model_name}</p>
      <p className={styles.meta}>
        <PlateBadge plate={c.plate} />
        <span>提交于 {formatDate(c.submit_time)}</span>
      </p>
      {c.state === 'rejected' && c.reject_reason && <p className={styles.reason}>未通过原因：{c.reject_reason}</p>}
    </Link>
  );
}
