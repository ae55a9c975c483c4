import { Button, ImageUploader, Toast, type ImageUploadItem } from 'antd-mobile';
import { useEffect, useId, useState } from 'react';
import { POST_IMAGES_MAX } from '@kc/shared';
import { VideoBox } from '../../../components/feed';
import { showError } from '../../../lib/http';
import { uploadCompressedImage, uploadVideo, videoSnapshot } from '../../../lib/media';
import { uploadImage } from '../../../lib/upload';
import styles from './post.module.css';
import { UploaderGroup } from '../../../components/ui/uploader-group';

export interface MediaValue {
  images: string[];
  video: string;
  video_cover: string;
}

/**
 * Up to 9 images (resized, then uploaded) or one MP4 video (its frame at 1 s uploaded as the cover): choosing one
 * kind hides the other until it is removed.
 */
export function MediaPicker({
  value,
  onChange,
  onBusy,
}: {
  value: MediaValue;
  onChange: (v: MediaValue) => void;
  /** true while a video or an image uploads (the form waits: a post sent meanwhile would go without it) */
  onBusy?: (busy: boolean) => void;
}) {
  const videoInput = useId();
  const [videoBusy, setVideoBusy] = useState(false);
  // antd's uploader shows a picture while it uploads, but gives the form its address only once uploaded
  const [imagesBusy, setImagesBusy] = useState(false);
  const busy = videoBusy || imagesBusy;
  useEffect(() => onBusy?.(busy), [busy, onBusy]);
  const upload = async (file: File): Promise<ImageUploadItem> => {
    try {
      return { url: await uploadCompressedImage(file) };
    } catch (e) {
      showError(e);
      throw e;
    }
  };
  const pickVideo = async (file: File | undefined) => {
    if (!file) return;
    setVideoBusy(true);
    const toast = Toast.show({ icon: 'loading', content: '视频上传中…', duration: 0 });
    try {
      const cover = await uploadImage(await videoSnapshot(file));
      const video = await uploadVideo(file);
      onChange({ images: [], video, video_cover: cover });
    } catch (e) {
      showError(e);
    } finally {
      toast.close();
      setVideoBusy(false);
    }
  };

  if (value.video)
    return (
      <div className={styles.videoPicked}>
        <VideoBox video={value.video} cover={value.video_cover} owner="我" play />
        <Button size="small" fill="outline" onClick={() => onChange({ images: [], video: '', video_cover: '' })}>
          移除视频
        </Button>
      </div>
    );

  return (
    <div className={styles.media}>
      <UploaderGroup label="添加图片">
        <ImageUploader
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple
          maxCount={POST_IMAGES_MAX}
          value={value.images.map((url) => ({ url }))}
          upload={upload}
          onUploadQueueChange={(tasks) => setImagesBusy(tasks.some((t) => t.status === 'pending'))}
          onChange={(items) => onChange({ images: items.map((i) => i.url), video: '', video_cover: '' })}
          onCountExceed={(n) => Toast.show({ content: `最多${POST_IMAGES_MAX}张图片，已忽略${n}张` })}
        />
      </UploaderGroup>
      {value.images.length === 0 && (
        <>
          <input
            id={videoInput}
            className="sr-only"
            type="file"
            accept="video/mp4"
            aria-label="添加视频"
            disabled={videoBusy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              void pickVideo(file);
            }}
          />
          <label htmlFor={videoInput} className={styles.videoButton} aria-hidden>
            {videoBusy ? '上传中…' : '＋ 视频'}
          </label>
        </>
      )}
    </div>
  );
}
