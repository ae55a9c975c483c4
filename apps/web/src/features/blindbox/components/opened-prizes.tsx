import { formatYuan, type BlindBoxOpen } from '@kc/shared';
import styles from './opened-prizes.module.css';

/** The prizes an order opened, revealed one after another (no motion when the system asks for less). */
export function OpenedPrizes({ opens }: { opens: BlindBoxOpen[] }) {
  return (
    <ul className={styles.list} aria-label="开出的奖品">
      {opens.map((o, i) => (
        <li
          key={o.id}
          className={styles.prize}
          style={{ animationDelay: `${i * 250}ms` }}
          aria-label={`开出 ${o.prize_name}`}
        >
          <img className={styles.image} src={o.prize_image} alt={`奖品：${o.prize_name}`} />
          <div className={styles.name}>{o.prize_name}</div>
          <div className={styles.value}>价值 ¥{formatYuan(o.prize_value)}</div>
        </li>
      ))}
    </ul>
  );
}
