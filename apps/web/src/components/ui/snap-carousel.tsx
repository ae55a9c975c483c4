import { useEffect, useRef, useState, type Key, type ReactNode, type UIEvent } from 'react';
import { cx } from './cx';
import styles from './snap-carousel.module.css';

/** How long a slide stays before an autoplaying carousel moves on (antd-mobile's Swiper's default). */
export const AUTOPLAY_MS = 3000;

/**
 * Slides in a row the browser swipes (CSS scroll snap), for a photo gallery or a row of banners: one slide a screen
 * width, `n/total` or dots to say where the reader is. The browser does the swiping, so a page that shows one sets up
 * no gesture or spring library (antd-mobile's Swiper does, even before it is touched).
 *
 * `autoplay` moves to the next slide every 3 s and back to the first after the last, while the page is visible; it
 * stops while a finger, the mouse or the keyboard's focus is on the carousel, and never starts for a reader who asked
 * for less motion (WCAG 2.2.2).
 */
export function SnapCarousel<T>({
  items,
  itemKey,
  renderItem,
  label,
  indicator,
  autoplay = false,
  className,
}: {
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** the region's name (e.g. 别克 GL8的照片) */
  label: string;
  /** `counter`: 2/5 at the bottom right; `dots`: a dot a slide; nothing for one slide */
  indicator: 'counter' | 'dots';
  autoplay?: boolean;
  className?: string;
}) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const count = items.length;

  useEffect(() => {
    if (!autoplay || held || count < 2 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => {
      const row = track.current;
      if (!row || document.hidden || row.clientWidth === 0) return;
      const next = (Math.round(row.scrollLeft / row.clientWidth) + 1) % count;
      row.scrollTo?.({ left: next * row.clientWidth, behavior: 'smooth' });
    }, AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [autoplay, held, count]);

  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const row = e.currentTarget;
    if (row.clientWidth > 0) setIndex(Math.min(count - 1, Math.round(row.scrollLeft / row.clientWidth)));
  };
  const hold = () => setHeld(true);
  const release = () => setHeld(false);

  return (
    <div
      className={cx(styles.carousel, className)}
      role="region"
      aria-label={label}
      onTouchStart={hold}
      onTouchEnd={release}
      onTouchCancel={release}
      onMouseEnter={hold}
      onMouseLeave={release}
      onFocus={hold}
      onBlur={release}
    >
      <div ref={track} className={styles.track} onScroll={onScroll}>
        {items.map((item, i) => (
          <div key={itemKey(item)} className={styles.slide}>
            {renderItem(item, i)}
          </div>
        ))}
      </div>
      {count > 1 &&
        (indicator === 'counter' ? (
          <span className={styles.counter} aria-hidden>
            {index + 1}/{count}
          </span>
        ) : (
          <span className={styles.dots} aria-hidden>
            {items.map((item, i) => (
              <span key={itemKey(item)} className={i === index ? cx(styles.dot, styles.current) : styles.dot} />
            ))}
          </span>
        ))}
    </div>
  );
}
