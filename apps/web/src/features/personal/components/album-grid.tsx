import { CenterPopup, Checkbox, ImageViewer } from 'antd-mobile';
import { useState } from 'react';
import type { AlbumItem } from '@kc/shared';
import { cx } from '../../../components/ui/cx';
import styles from './personal.module.css';

export interface AlbumGridProps {
  items: AlbumItem[];
  /** whose album, for the images' alt text */
  owner: string;
  /** select mode: tapping marks items instead of opening them */
  selected?: ReadonlySet<number>;
  onToggle?: (id: number) => void;
}

/** Three columns of album items; an image opens in the swipeable viewer, a video plays in a popup. */
export function AlbumGrid({ items, owner, selected, onToggle }: AlbumGridProps) {
  const [video, setVideo] = useState<string>();
  const images = items.filter((i) => i.kind === 'image');
  const open = (item: AlbumItem) => {
    if (item.kind === 'video') return setVideo(item.url);
    ImageViewer.Multi.show({ images: images.map((i) => i.url), defaultIndex: images.indexOf(item) });
  };
  return (
    <>
      <ul className={styles.grid} aria-label={`${owner}的相册`}>
        {items.map((item, i) => {
          // the owner's hidden and removed items carry their state (only the owner is answered them)
          const state = item.state === 'visible' ? '' : item.state_label;
          const label = `${owner}的相册${item.kind === 'video' ? '视频' : '图片'}${i + 1}${state ? `（${state}）` : ''}`;
          const isSelected = selected?.has(item.id) ?? false;
          return (
            <li key={item.id} style={{ listStyle: 'none' }}>
              <button
                type="button"
                className={cx(styles.cell, isSelected && styles.selected)}
                onClick={() => (onToggle ? onToggle(item.id) : open(item))}
                aria-label={onToggle ? `${isSelected ? '取消选择' : '选择'}${label}` : `查看${label}`}
              >
                <img src={item.cover || item.url} alt={label} loading="lazy" />
                {item.kind === 'video' && (
                  <span className={styles.play} aria-hidden>
                    ▶
                  </span>
                )}
                {state && (
                  <span className={styles.stateTag} aria-hidden>
                    {state}
                  </span>
                )}
                {onToggle && (
                  <span className={styles.check} aria-hidden>
                    <Checkbox checked={isSelected} />
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <CenterPopup
        visible={!!video}
        onMaskClick={() => setVideo(undefined)}
        showCloseButton
        onClose={() => setVideo(undefined)}
      >
        {video && (
          <video className={styles.video} src={video} controls autoPlay playsInline aria-label={`${owner}的相册视频`} />
        )}
      </CenterPopup>
    </>
  );
}
