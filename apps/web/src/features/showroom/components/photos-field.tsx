import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { SHOW_CAR_PHOTOS_MAX } from '@kc/shared';
import { showError } from '../../../lib/http';
import { uploadCompressedImage } from '../../../lib/media';
import styles from './car-editor.module.css';
import { UploaderGroup } from '../../../components/ui/uploader-group';

const move = (list: string[], from: number, to: number) => {
  const next = [...list];
  const [x] = next.splice(from, 1);
  next.splice(to, 0, x!);
  return next;
};

/**
 * 1–30 photos, each compressed and uploaded through the signed upload when picked, in the order shown: the first is
 * the cover (封面); on every other one 设为封面 puts it first, and ‹ / › under each move it. One grid: the uploader's
 * own previews (tap to view, × to remove) carry the order controls.
 */
export function PhotosField({ value, onChange }: { value: string[]; onChange: (urls: string[]) => void }) {
  const upload = async (file: File): Promise<ImageUploadItem> => {
    try {
      return { url: await uploadCompressedImage(file) };
    } catch (e) {
      showError(e);
      throw e;
    }
  };
  const many = value.length > 1;
  return (
    <UploaderGroup label="上传车辆照片">
      <ImageUploader
        className={`image-field ${styles.photos}`}
        accept="image/jpeg,image/png,image/webp,image/gif"
        multiple
        maxCount={SHOW_CAR_PHOTOS_MAX}
        value={value.map((url) => ({ url }))}
        upload={upload}
        onChange={(items) => onChange(items.map((i) => i.url))}
        renderItem={(node, item, list) => {
          const i = list.indexOf(item);
          return (
            <div key={item.url} className={styles.photo}>
              <div className={styles.photoImage}>
                {node}
                {i === 0 ? (
                  <span className={styles.coverTag}>封面</span>
                ) : (
                  <button
                    type="button"
                    className={styles.makeCover}
                    onClick={() => onChange(move(value, i, 0))}
                    aria-label={`第${i + 1}张设为封面`}
                  >
                    设为封面
                  </button>
                )}
              </div>
              {many && (
                <span className={styles.photoMoves}>
                  <button
                    type="button"
                    disabled={i === 0}
                    onClick={() => onChange(move(value, i, i - 1))}
                    aria-label={`第${i + 1}张前移`}
                  >
                    ‹
                  </button>
                  <button
                    type="button"
                    disabled={i === value.length - 1}
                    onClick={() => onChange(move(value, i, i + 1))}
                    aria-label={`第${i + 1}张后移`}
                  >
                    ›
                  </button>
                </span>
              )}
            </div>
          );
        }}
      />
    </UploaderGroup>
  );
}
