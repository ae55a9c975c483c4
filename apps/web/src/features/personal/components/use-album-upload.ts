import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { ALBUM_MAX } from '@kc/shared';
import { showError } from '../../../lib/http';
import { uploadCompressedImage, uploadVideo, videoSnapshot } from '../../../lib/media';
import { useAlbumAdd } from '../api/center-album';

/**
 * Adding to my album: images (up to 9 at once, each resized before upload) or one MP4 video with its frame at
 * 1000 ms as the cover; then centerAlbum with the uploaded URLs.
 */
export function useAlbumUpload() {
  const add = useAlbumAdd();
  const [busy, setBusy] = useState(false);

  const run = async (work: (progress: (text: string) => void) => Promise<void>) => {
    setBusy(true);
    // one toast at a time: each step replaces the last
    const progress = (content: string) => void Toast.show({ icon: 'loading', content, duration: 0 });
    progress('上传中…');
    try {
      await work(progress);
      Toast.clear();
      Toast.show({ icon: 'success', content: '已添加到相册' });
    } catch (e) {
      Toast.clear();
      showError(e);
    } finally {
      setBusy(false);
    }
  };

  const addImages = (files: File[]) => {
    if (files.length > ALBUM_MAX) Toast.show({ content: `一次最多${ALBUM_MAX}张，已选前${ALBUM_MAX}张` });
    const picked = files.slice(0, ALBUM_MAX);
    return run(async (progress) => {
      const urls: string[] = [];
      for (const [i, f] of picked.entries()) {
        progress(`上传中 ${i + 1}/${picked.length}`);
        urls.push(await uploadCompressedImage(f));
      }
      await add.mutateAsync({ images: urls });
    });
  };

  const addVideo = (file: File) =>
    run(async (progress) => {
      progress('生成封面…');
      const cover = await uploadCompressedImage(await videoSnapshot(file));
      progress('上传视频…');
      const url = await uploadVideo(file);
      await add.mutateAsync({ videos: [{ url, cover }] });
    });

  return { busy: busy || add.isPending, addImages, addVideo };
}
