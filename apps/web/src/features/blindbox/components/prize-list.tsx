import { formatYuan, type BlindBoxPrize } from '@kc/shared';
import { oddsText } from '../utils/blindbox-paths';
import styles from './prize-list.module.css';

/** The prizes with their images, values, odds and stock: disclosed before buying. */
export function PrizeList({ prizes }: { prizes: BlindBoxPrize[] }) {
  return (
    <ul className={styles.list} aria-label="奖品与概率">
      {prizes.map((p) => (
        <li key={p.id} className={styles.prize} aria-label={p.name}>
          <img className={styles.image} src={p.image} alt={`奖品：${p.name}`} loading="lazy" />
          <div className={styles.name}>{p.name}</div>
          <div className={styles.value}>价值 ¥{formatYuan(p.value)}</div>
          <div className={styles.meta}>
            <span className={styles.odds}>概率 {oddsText(p.odds)}</span>
            <span>{p.remaining > 0 ? `剩余 ${p.remaining}/${p.stock}` : '已抽完'}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
