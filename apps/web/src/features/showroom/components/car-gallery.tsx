import { useState, type UIEvent } from 'react';
import styles from './car-detail.module.css';

/**
 * The photos as a swipeable gallery (n / total); a tap opens them full screen, swipeable too.
 *
 * The browser swipes it (a row scrolled sideways with CSS scroll snap), so the page sets up no gesture or spring
 * library; the photos after the first load as they come near.
 */
export function CarGallery({ name, photos }: { name: string; photos: string[] }) {
  const [index, setIndex] = useState(0);
  if (photos.length === 0) return <div className={styles.noPhoto}>暂无照片</div>;
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const row = e.currentTarget;
    if (row.clientWidth > 0) setIndex(Math.min(photos.length - 1, Math.round(row.scrollLeft / row.clientWidth)));
  };
  return (
    <div className={styles.gallery} role="region" aria-label={`${name}的照片`}>
      <div className={styles.track} onScroll={onScroll}>
        {photos.map((src, i) => (
          <button
            key={src}
            type="button"
            className={styles.photoButton}
            aria-label={`查看大图：第${i + 1}张`}
            onClick={() => void import('./photo-viewer').then((m) => m.showPhotos(photos, i))}
          >
            <img
              src={src}
              alt={`${name}的照片，第${i + 1}张`}
              className={styles.photo}
              fetchPriority={i === 0 ? 'high' : 'low'}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          </button>
        ))}
      </div>
      {photos.length > 1 && (
        <span className={styles.counter} aria-hidden>
          {index + 1}/{photos.length}
        </span>
      )}
    </div>
  );
}
