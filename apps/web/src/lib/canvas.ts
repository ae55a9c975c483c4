/** What drawing a shareable image on a canvas needs (the certificate, the ride's mark). */

/**
 * An image to draw, loaded with CORS so the canvas is not tainted; null when it cannot be (no CORS answer, broken,
 * slower than `timeoutMs`): the caller draws a stand-in instead, and `toDataURL` keeps working.
 */
export const loadCorsImage = (src: string, timeoutMs: number): Promise<HTMLImageElement | null> =>
  new Promise((resolve) => {
    if (!src) return resolve(null);
    const img = new Image();
    const timer = setTimeout(() => resolve(null), timeoutMs);
    img.crossOrigin = 'anonymous';
    img.onload = () => {
      clearTimeout(timer);
      resolve(img);
    };
    img.onerror = () => {
      clearTimeout(timer);
      resolve(null);
    };
    img.src = src;
  });

/** The text cut to fit `max` pixels in the context's current font, with an ellipsis. */
export const fitText = (ctx: CanvasRenderingContext2D, text: string, max: number): string => {
  if (ctx.measureText(text).width <= max) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > max) cut = cut.slice(0, -1);
  return `${cut}…`;
};
