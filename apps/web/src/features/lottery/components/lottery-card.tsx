import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, type LotterySummary } from '@kc/shared';
import { lotteryPaths } from './lottery-paths';
import styles from './lottery.module.css';

const stateColor: Record<string, string> = {
  published: 'danger',
  drawing: 'warning',
  drawn: 'default',
  draft: 'primary',
  cancelled: 'default',
};

/** A lottery in a list: top prize image, title, exhibition, draw time, entrants; `extra` adds a row (the result). */
export function LotteryCard({ lottery, extra, to }: { lottery: LotterySummary; extra?: ReactNode; to?: string }) {
  return (
    <Link className={styles.card} to={to ?? lotteryPaths.show(lottery.id)}>
      {lottery.cover ? (
        <img className={styles.cover} src={lottery.cover} alt={`${lottery.title}奖品图片`} />
      ) : (
        <div className={`${styles.cover} ${styles.coverEmpty}`} aria-hidden="true">
          奖
        </div>
      )}
      <div className={styles.body}>
        <div className={styles.row}>
          <h3 className={styles.title}>{lottery.title}</h3>
          <Tag color={stateColor[lottery.state] ?? 'default'}>{lottery.state_label}</Tag>
        </div>
        <p className={styles.meta}>{lottery.project_name}</p>
        <p className={styles.meta}>
          开奖 {formatDate(lottery.draw_at, 'y.m.d h:i')} · {lottery.entrant_count}人参与 · 共{lottery.prize_count}
          份奖品
        </p>
        {lottery.top_prize && <p className={styles.meta}>{lottery.top_prize}</p>}
        {extra}
      </div>
    </Link>
  );
}
