import { Avatar } from 'antd-mobile';
import { formatDate, formatYuan } from '@kc/shared';
import type { FunlyStatsKind } from '../api/funly-stats-list';
import styles from './stats.module.css';

export interface StatsRowData {
  user_id: number;
  nickname: string;
  avatar: string;
  label: string;
  value: number;
  create_time: number;
}

/** What a row's value means for its statistic (nothing where it is always 1). */
const valueText = (kind: FunlyStatsKind, value: number): string | null =>
  kind === 'ticket' ? `¥${formatYuan(value)}` : kind === 'forward' ? `访问${value}次` : null;

/** One row behind a statistic: who, what (slot, status, ticket), when, and the figure. */
export function StatsRow({ kind, row }: { kind: FunlyStatsKind; row: StatsRowData }) {
  const name = row.nickname || '未设置昵称';
  const value = valueText(kind, row.value);
  return (
    <article className={styles.row} aria-label={name}>
      <Avatar className={styles.avatar} src={row.avatar} />
      <div className={styles.rowMain}>
        <div className={styles.rowName}>{name}</div>
        <div className={styles.rowSub}>
          {row.label && `${row.label} · `}
          {formatDate(row.create_time)}
        </div>
      </div>
      {value && <span className={styles.rowValue}>{value}</span>}
    </article>
  );
}
