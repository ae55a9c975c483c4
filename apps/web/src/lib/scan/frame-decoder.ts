/** The QR decoder's signature (jsqr's default export). */
export type DecodeFn = (
  data: Uint8ClampedArray,
  width: number,
  height: number,
  options?: { inversionAttempts?: 'dontInvert' | 'onlyInvert' | 'attemptBoth' | 'invertFirst' },
) => { data: string } | null;

/** Frames are scaled down to this many pixels on the long side: enough for a code held in front of the camera. */
const MAX_SIDE = 720;

/** Loads the decoder (its own chunk: only when the camera opens). */
export const loadDecoder = async (): Promise<DecodeFn> => (await import('jsqr')).default as DecodeFn;

/** Reads the current video frame through a canvas; the text of a code in it, or null. */
export const decodeFrame = (video: HTMLVideoElement, canvas: HTMLCanvasElement, decode: DecodeFn): string | null => {
  const vw = video.videoWidth;
  const vh = video.videoHeight;
  if (video.readyState < 2 || !vw || !vh) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(vw, vh));
  const w = Math.round(vw * scale);
  const h = Math.round(vh * scale);
  if (canvas.width !== w) canvas.width = w;
  if (canvas.height !== h) canvas.height = h;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(video, 0, 0, w, h);
  const image = ctx.getImageData(0, 0, w, h);
  const found = decode(image.data, w, h, { inversionAttempts: 'dontInvert' });
  const text = found?.data.trim();
  return text ? text : null;
};
