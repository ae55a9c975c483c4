/**
 * Images are resized in the browser before upload (spec 9): the longest side at most 1600 px, re-encoded as JPEG at
 * quality 0.82 on a canvas. GIFs (they may move) and small files go up untouched, and so does a file the re-encoding
 * would not make smaller.
 */

export const COMPRESS_MAX_SIDE = 1600;
export const COMPRESS_QUALITY = 0.82;
/** Files up to this size go up as they are. */
export const COMPRESS_MIN_BYTES = 200 * 1024;

/** The size that fits `max` on the longest side, keeping the ratio (never enlarged; whole pixels, at least 1). */
export const fitWithin = (
  width: number,
  height: number,
  max = COMPRESS_MAX_SIDE,
): { width: number; height: number } => {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
};

/** Whether a file is worth re-encoding: a still image (not a GIF) larger than `COMPRESS_MIN_BYTES`. */
export const shouldCompress = (file: Pick<File, 'type' | 'size'>): boolean =>
  file.type.startsWith('image/') && file.type !== 'image/gif' && file.size > COMPRESS_MIN_BYTES;

/** `photo.png` → `photo.jpg` (the re-encoded file's name). */
export const jpegName = (name: string): string => `${(name || 'image').replace(/\.[^./]*$/, '')}.jpg`;

const decode = (file: File): Promise<HTMLImageElement> =>
  new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('图片无法读取'));
    };
    img.src = url;
  });

/** A canvas's content as a JPEG blob (null where the browser cannot). */
export const canvasToJpeg = (canvas: HTMLCanvasElement, quality = COMPRESS_QUALITY): Promise<Blob | null> =>
  new Promise((resolve) => {
    try {
      canvas.toBlob((b) => resolve(b), 'image/jpeg', quality);
    } catch {
      resolve(null);
    }
  });

/**
 * The image to upload: resized to 1600 px on the longest side and re-encoded as JPEG 0.82 (on white: PNG
 * transparency would turn black), or the file itself when it is a GIF, small, not decodable here, or the result is
 * not smaller.
 */
export async function compressImage(file: File): Promise<File> {
  if (!shouldCompress(file)) return file;
  try {
    const img = await decode(file);
    const size = fitWithin(img.naturalWidth, img.naturalHeight);
    if (size.width === 0) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return file;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, size.width, size.height);
    ctx.drawImage(img, 0, 0, size.width, size.height);
    const blob = await canvasToJpeg(canvas);
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: Date.now() });
  } catch {
    return file;
  }
}
