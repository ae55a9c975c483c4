import { formatYuan, type LotteryDetail } from '@kc/shared';
import styles from './lottery.module.css';

/** The published prizes: level, name, value, stock and the odds so far (stock / entrants, from the server). */
export function PrizeList({ prizes }: { prizes: LotteryDetail['prizes'] }) {
  return (
    <section className={styles.section} aria-labelledby="lottery-prizes">
      <h3 id="lottery-prizes">奖品设置</h3>
      {prizes.map((p) => (
        <div key={p.id} className={styles.prize}>
          {p.image ? (
            <img className={styles.prizeImg} src={p.image} alt={`${p.level}：${p.name}`} />
          ) : (
            <div className={`${styles.prizeImg} ${styles.coverEmpty}`} aria-hidden="true">
              奖
            </div>
          )}
          <div className={styles.body}>
            <div>
              <span className={styles.level}>{p.level}</span>
              <strong>{p.name}</strong>
            </div>
            <p className={styles.meta}>
              价值 ¥{formatYuan(p.value)} · 数量 {p.stock} · 中奖概率 {p.odds}
            </p>
          </div>
        </div>
      ))}
    </section>
  );
}
