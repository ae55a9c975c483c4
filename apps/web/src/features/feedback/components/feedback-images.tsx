import { ImageViewer } from 'antd-mobile';
import styles from './feedback.module.css';

/** The images of a feedback as thumbnails; a tap opens the swipeable viewer. */
export function FeedbackImages({ images }: { images: string[] }) {
  if (images.length === 0) return null;
  return (
    <div className={styles.images}>
      {images.map((src, i) => (
        <button
          key={src}
          type="button"
          className={styles.thumb}
          aria-label={`查看反馈图片${i + 1}`}
          onClick={() => ImageViewer.Multi.show({ images, defaultIndex: i })}
        >
          <img src={src} alt={`反馈图片${i + 1}`} />
        </button>
      ))}
    </div>
  );
}
