import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { RideCard as RideCardData } from '@kc/shared';
import { MediaCard, mediaCardStyles } from '../../../components/ui/media-card';
import { RidePhaseTag } from './ride-phase-tag';
import { rideAwayText, rideFeeText, ridePaceText, ridePlacesText, rideRouteText, rideTimeText } from './ride-text';
import styles from './ride-card.module.css';

/** Placeholder colours of rides without a cover, picked by id so a ride keeps its colour. */
const PLACEHOLDER_COLORS = ['#1d4ed8', '#0f766e', '#b45309', '#7c3aed', '#be123c'];

/** The cover, or a coloured block with the title's first character. */
export function RideCover({
  ride,
  className,
}: {
  ride: Pick<RideCardData, 'id' | 'title' | 'cover'>;
  className?: string;
}) {
  const title = ride.title || '骑行';
  if (ride.cover) return <img className={className} src={ride.cover} alt={`${title}的封面`} loading="lazy" />;
  return (
    <span
      className={`${className ?? ''} ${styles.placeholder}`}
      style={{ background: PLACEHOLDER_COLORS[ride.id % PLACEHOLDER_COLORS.length] }}
      aria-hidden
    >
      {title.slice(0, 1)}
    </span>
  );
}

export interface RideCardProps {
  ride: RideCardData;
  /** where a tap goes (e.g. the detail); none = not a link */
  to?: string;
  /** called on a tap before going to `to` (a search remembers its keyword) */
  onOpen?: () => void;
  /** a line under the card's body (my rides: status and reached count) */
  extra?: ReactNode;
  /** buttons at the bottom; taps on them do not open the card */
  actions?: ReactNode;
}

/**
 * The ride card of lists: cover or placeholder, title, phase, time, meeting place, route and distance, pace and
 * difficulty, away_km (2 decimals or 未知), places, fee or 免费, leader.
 */
export function RideCard({ ride, to, onOpen, extra, actions }: RideCardProps) {
  const navigate = useNavigate();
  const title = ride.title || '未命名骑行';
  const open = to
    ? () => {
        onOpen?.();
        void navigate(to);
      }
    : undefined;
  const pace = ridePaceText(ride);
  const m = mediaCardStyles;
  return (
    <MediaCard
      title={title}
      cover={<RideCover ride={ride} />}
      tag={<RidePhaseTag phase={ride.phase} label={ride.phase_label} />}
      onOpen={open}
      actions={actions}
    >
      <p className={m.line}>{rideTimeText(ride.start_time, ride.end_time)}</p>
      <p className={m.line}>
        <span className={m.ellipsis}>集合：{ride.meeting_place || '待定'}</span>
        <span className={m.fixed}>{rideAwayText(ride.away_km)}</span>
      </p>
      <p className={m.line}>
        <span className={m.ellipsis}>{rideRouteText(ride)}</span>
      </p>
      {pace && <p className={m.line}>{pace}</p>}
      <p className={m.bottom}>
        <span className={ride.fee > 0 ? m.price : m.free}>{rideFeeText(ride.fee)}</span>
        <span className={m.muted}>{ridePlacesText(ride.capacity, ride.taken)}</span>
      </p>
      <p className={m.line}>
        <span className={m.ellipsis}>领队：{ride.leader_name || '—'}</span>
      </p>
      {extra}
    </MediaCard>
  );
}
