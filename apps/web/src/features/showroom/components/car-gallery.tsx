import { SnapCarousel } from '../../../components/ui/snap-carousel';
import styles from './car-detail.module.css';

/** The photos as a swipeable gallery (n / total); a tap opens them full screen, swipeable too. */
export function CarGallery({ name, photos }: { name: string; photos: string[] }) {
  if (photos.length === 0) return <div className={styles.noPhoto}>暂无照片</div>;
  return (
    <SnapCarousel
      className={styles.gallery}
      label={`${name}的照片`}
      indicator="counter"
      items={photos}
      itemKey={(src) => src}
      renderItem={(src, i) => (
        <button
          type="button"
          className={styles.photoButton}
          aria-label={`查看大图：第${i + 1}张`}
          onClick={() => void import('./photo-viewer').then((m) => m.showPhotos(photos, i))}
        >
          {/* the photos after the first load as they come near */}
          <img
            src={src}
            alt={`${name}的照片，第${i + 1}张`}
            className={styles.photo}
            fetchPriority={i === 0 ? 'high' : 'low'}
            loading={i === 0 ? 'eager' : 'lazy'}
          />
        </button>
      )}
    />
  );
}
