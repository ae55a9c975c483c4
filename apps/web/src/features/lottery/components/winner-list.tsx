import type { LotteryWinner } from '@kc/shared';
import styles from './lottery.module.css';

/** The winners revealed so far in drawn order (masked mobiles), with the host's answer. */
export function WinnerList({ winners }: { winners: LotteryWinner[] }) {
  if (winners.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="lottery-winners">
      <h3 id="lottery-winners">中奖名单</h3>
      {winners.map((w) => (
        <div key={w.id} className={styles.winner}>
          <span>
            第{w.position + 1}位 {w.masked_mobile}
          </span>
          <span>
            {w.level} {w.prize_name} · {w.state_label}
          </span>
        </div>
      ))}
    </section>
  );
}
