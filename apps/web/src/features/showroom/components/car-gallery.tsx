import { Swiper } from 'antd-mobile';
import { useState } from 'react';
import styles from './car-detail.module.css';

/** The photos as a swipeable gallery (n / total); a tap opens them full screen, swipeable too. */
export function CarGallery({ name, photos }: { name: string; photos: string[] }) {
  const [index, setIndex] = useState(0);
  if (photos.length === 0) return <div className={styles.noPhoto}>暂无照片</div>;
  return (
    <div className={styles.gallery}>
      <Swiper indicator={() => null} onIndexChange={setIndex} aria-label={`${name}的照片`}>
        {photos.map((src, i) => (
          <Swiper.Item key={src}>
            <button
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
              />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
      <span className={styles.counter} aria-hidden>
        {index + 1}/{photos.length}
      </span>
    </div>
  );
}
