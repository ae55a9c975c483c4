import { canvasToJpeg, COMPRESS_MAX_SIDE, fitWithin, jpegName } from './compress-image';

/** Spec 9: a video's cover is its frame at 1000 ms. */
export const SNAPSHOT_AT_MS = 1000;
const SNAPSHOT_TIMEOUT_MS = 15000;

/**
 * The second to grab: `atMs`, or the middle of a video shorter than that (0 when the length is unknown: the
 * first frame).
 */
export const snapshotSecond = (durationSecs: number, atMs = SNAPSHOT_AT_MS): number => {
  const at = atMs / 1000;
  if (!Number.isFinite(durationSecs) || durationSecs <= 0) return 0;
  return durationSecs > at ? at : durationSecs / 2;
};

/**
 * The frame at 1000 ms of a local video file as a JPEG `File` (`<name>.jpg`), drawn through a `<video>` and a canvas
 * at most 1600 px on the longest side. Rejects with a Chinese message when the browser cannot read the video.
 */
export function videoSnapshot(file: File, atMs = SNAPSHOT_AT_MS): Promise<File> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let settled = false;
    const finish = (result: File | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const fail = () => finish(new Error('无法读取视频封面，请换一个视频'));
    const timer = setTimeout(fail, SNAPSHOT_TIMEOUT_MS);

    video.muted = true;
    video.playsInline = true;
    video.preload = 'auto';
    video.addEventListener('error', fail);
    video.addEventListener('loadedmetadata', () => {
      video.currentTime = snapshotSecond(video.duration, atMs);
    });
    video.addEventListener('seeked', () => {
      const size = fitWithin(video.videoWidth, video.videoHeight, COMPRESS_MAX_SIDE);
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const ctx = canvas.getContext('2d');
      if (!ctx || size.width === 0) return fail();
      ctx.drawImage(video, 0, 0, size.width, size.height);
      void canvasToJpeg(canvas).then((blob) =>
        blob ? finish(new File([blob], jpegName(file.name), { type: 'image/jpeg' })) : fail(),
      );
    });
    video.src = url;
  });
}
