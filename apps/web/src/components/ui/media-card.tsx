import type { ReactNode } from 'react';
import { CardLink, cardProps } from './card-link';
import { CardChevron } from './ticket-card';
import styles from './media-card.module.css';

/** The classes of a media card's lines (time, place, price …), for the cards that fill it. */
export { styles as mediaCardStyles };

export interface MediaCardProps {
  title: string;
  /** the 96 px square on the left: an image (filled) or a placeholder, with any overlay */
  cover: ReactNode;
  /** beside the title (a state tag) */
  tag?: ReactNode;
  /** a tap opens the card (its title becomes the link); none = not a link */
  onOpen?: () => void;
  /** the lines under the title */
  children: ReactNode;
  /** buttons at the bottom; taps on them do not open the card */
  actions?: ReactNode;
}

/**
 * The list card of events and rides: a cover on the left, the title with its tag, lines, and optional actions.
 * Each feature fills the lines with its own words (funly-card, ride-card).
 */
export function MediaCard({ title, cover, tag, onOpen, children, actions }: MediaCardProps) {
  return (
    <article className={styles.card} {...cardProps(onOpen, title)}>
      <div className={styles.main}>
        <div className={styles.cover}>{cover}</div>
        <div className={styles.body}>
          <div className={styles.titleRow}>
            <h3 className={styles.title}>
              <CardLink onOpen={onOpen}>{title}</CardLink>
            </h3>
            {tag}
          </div>
          {children}
        </div>
        {onOpen && <CardChevron />}
      </div>
      {actions && (
        <div className={styles.actions} onClick={(e) => e.stopPropagation()}>
          {actions}
        </div>
      )}
    </article>
  );
}
