import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { formatDate, formatDistance, formatYuan, type FunlyCard as FunlyCardData } from '@kc/shared';
import { MediaCard, mediaCardStyles } from '../../../components/ui/media-card';
import styles from './funly-card.module.css';

/** Tag colour of a running state (spec 4): 0 auditing, 1 running, 2 failed, 3 revoked, 4 not started, 5 over. */
const RUNNING_COLOR: Record<number, string> = {
  0: 'warning',
  1: 'success',
  2: 'danger',
  3: 'default',
  4: 'primary',
  5: 'default',
};

/** The running state of an event as a tag (草稿 for a draft). */
export function FunlyStateTag({ card }: { card: Pick<FunlyCardData, 'running_state' | 'running_label'> }) {
  const color = card.running_state === null ? 'default' : (RUNNING_COLOR[card.running_state] ?? 'default');
  return (
    <Tag color={color} fill="outline">
      {card.running_label || (card.running_state === null ? '草稿' : '')}
    </Tag>
  );
}

/** `y.m.d h:i - m.d h:i` (the end's year and date left out when the same), or 时间待定. */
export const funlyTimeText = (start: number | null, end: number | null): string => {
  if (start === null) return '时间待定';
  const a = formatDate(start, 'y.m.d h:i');
  if (end === null) return a;
  const sameDay = formatDate(start, 'y.m.d') === formatDate(end, 'y.m.d');
  return `${a} - ${formatDate(end, sameDay ? 'h:i' : 'm.d h:i')}`;
};

/** 免费 or ¥x起 (the lowest ticket price in fen). */
export const funlyPriceText = (fen: number): string => (fen > 0 ? `¥${formatYuan(fen)}起` : '免费');

/** 不限 for unlimited capacity, else the places left (never below 0). */
export const funlyPlacesText = (capacity: number, taken: number): string =>
  capacity === 0 ? '名额不限' : `剩余${Math.max(0, capacity - taken)}个名额`;

export interface FunlyCardProps {
  card: FunlyCardData;
  onClick?: () => void;
  /** shown at the bottom (manage lists: 编辑 / 统计 …); taps on it do not open the card */
  actions?: ReactNode;
  /** extra line under the place (manage lists: application counts) */
  extra?: ReactNode;
  /** hide the distance (organiser lists, where it means nothing) */
  hideDistance?: boolean;
}

/** The event card of lists: cover, title, kind, running state, time, place, distance or 未知, price, places left. */
export function FunlyCard({ card, onClick, actions, extra, hideDistance }: FunlyCardProps) {
  const title = card.title || '未命名活动';
  const m = mediaCardStyles;
  const cover = (
    <>
      {card.cover ? (
        <img src={card.cover} alt={`${title}的封面`} loading="lazy" />
      ) : (
        <span className={styles.noCover} aria-hidden>
          活动
        </span>
      )}
      {card.kind_label && <span className={styles.kind}>{card.kind_label}</span>}
    </>
  );
  return (
    <MediaCard title={title} cover={cover} tag={<FunlyStateTag card={card} />} onOpen={onClick} actions={actions}>
      <p className={m.line}>{funlyTimeText(card.start_time, card.end_time)}</p>
      <p className={m.line}>
        <span className={m.ellipsis}>{card.place || '地点待定'}</span>
        {!hideDistance && <span className={m.fixed}>距离 {formatDistance(card.distance_km)}</span>}
      </p>
      <p className={m.bottom}>
        <span className={card.price > 0 ? m.price : m.free}>{funlyPriceText(card.price)}</span>
        <span className={m.muted}>{funlyPlacesText(card.capacity, card.taken)}</span>
      </p>
      {extra}
    </MediaCard>
  );
}
