import { qrMatrix } from './qr-matrix';
import { fitText, loadCorsImage } from '../../../lib/canvas';

/** What the pass image shows. */
export interface CertImageInput {
  businessName: string;
  itemName: string;
  projectName: string;
  holderName: string;
  dateString: string;
  certSn: string;
  photoUrl: string;
  code: string;
}

/** The image's size in CSS pixels (about the A6 proportions) and its pixel density. */
export const CERT_IMAGE = { width: 360, height: 520, scale: 3 } as const;

const FONT = `-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', sans-serif`;
const PRIMARY = '#2f6bff';
const TEXT = '#1f2329';
const WEAK = '#8f959e';
const PHOTO_TIMEOUT_MS = 8000;

/** The picture to draw, or null (a stand-in is drawn): loaded with CORS, never tainting the canvas. */
export const loadPhoto = (src: string): Promise<HTMLImageElement | null> => loadCorsImage(src, PHOTO_TIMEOUT_MS);

const roundRect = (ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) => {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
};

/** The photo scaled to cover the box (centre crop), or a placeholder. */
const drawPhoto = (
  ctx: CanvasRenderingContext2D,
  photo: HTMLImageElement | null,
  box: { x: number; y: number; w: number; h: number },
) => {
  ctx.save();
  roundRect(ctx, box.x, box.y, box.w, box.h, 8);
  ctx.clip();
  ctx.fillStyle = '#eceef1';
  ctx.fillRect(box.x, box.y, box.w, box.h);
  if (photo && photo.naturalWidth > 0 && photo.naturalHeight > 0) {
    const scale = Math.max(box.w / photo.naturalWidth, box.h / photo.naturalHeight);
    const sw = box.w / scale;
    const sh = box.h / scale;
    ctx.drawImage(
      photo,
      (photo.naturalWidth - sw) / 2,
      (photo.naturalHeight - sh) / 2,
      sw,
      sh,
      box.x,
      box.y,
      box.w,
      box.h,
    );
  } else {
    ctx.fillStyle = WEAK;
    ctx.font = `13px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.fillText('照片', box.x + box.w / 2, box.y + box.h / 2 + 4);
    ctx.textAlign = 'left';
  }
  ctx.restore();
};

const drawQr = (ctx: CanvasRenderingContext2D, code: string, x: number, y: number, size: number) => {
  const m = qrMatrix(code);
  const quiet = 2;
  const cell = size / (m.size + quiet * 2);
  ctx.fillStyle = '#fff';
  ctx.fillRect(x, y, size, size);
  ctx.fillStyle = '#000';
  for (let row = 0; row < m.size; row += 1)
    for (let col = 0; col < m.size; col += 1)
      if (m.isDark(row, col)) {
        // a hair wider than the cell so neighbouring modules leave no seams
        ctx.fillRect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell + 0.3, cell + 0.3);
      }
};

/**
 * Draws the pass onto a canvas — band with business and item, photo, holder, validity, serial and the QR of
 * the print code — and answers it as a PNG data URL (for long-press saving where printing is impossible).
 */
export const drawCertImage = async (input: CertImageInput): Promise<string> => {
  const { width: W, height: H, scale } = CERT_IMAGE;
  const canvas = document.createElement('canvas');
  canvas.width = W * scale;
  canvas.height = H * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('当前环境不支持生成图片');
  const photo = await loadPhoto(input.photoUrl);
  ctx.scale(scale, scale);
  ctx.textBaseline = 'alphabetic';

  // card
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, W, H);

  // band
  const band = ctx.createLinearGradient(0, 0, W, 96);
  band.addColorStop(0, PRIMARY);
  band.addColorStop(1, '#5b8cff');
  ctx.fillStyle = band;
  ctx.fillRect(0, 0, W, 96);
  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  ctx.font = `13px ${FONT}`;
  ctx.fillText(fitText(ctx, input.businessName, W - 40), 20, 28);
  ctx.fillStyle = '#fff';
  ctx.font = `600 22px ${FONT}`;
  ctx.fillText(fitText(ctx, input.itemName, W - 40), 20, 60);
  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  ctx.font = `12px ${FONT}`;
  ctx.fillText(fitText(ctx, input.projectName, W - 40), 20, 84);

  // holder
  drawPhoto(ctx, photo, { x: 20, y: 112, w: 96, h: 128 });
  const x = 132;
  const maxW = W - x - 20;
  const label = (text: string, y: number) => {
    ctx.fillStyle = WEAK;
    ctx.font = `12px ${FONT}`;
    ctx.fillText(text, x, y);
  };
  const value = (text: string, y: number, font: string) => {
    ctx.fillStyle = TEXT;
    ctx.font = font;
    ctx.fillText(fitText(ctx, text, maxW), x, y);
  };
  label('持证人', 128);
  value(input.holderName, 157, `600 24px ${FONT}`);
  label('有效期', 183);
  value(input.dateString || '—', 201, `13px ${FONT}`);
  label('证件编号', 223);
  value(input.certSn, 240, `13px ui-monospace, Menlo, monospace`);

  // the tear line
  ctx.strokeStyle = '#d0d4da';
  ctx.setLineDash([5, 4]);
  ctx.beginPath();
  ctx.moveTo(20, 262);
  ctx.lineTo(W - 20, 262);
  ctx.stroke();
  ctx.setLineDash([]);

  drawQr(ctx, input.code, (W - 184) / 2, 276, 184);
  ctx.fillStyle = WEAK;
  ctx.font = `12px ${FONT}`;
  ctx.textAlign = 'center';
  ctx.fillText('入场请出示此码 · 仅限本人使用', W / 2, 482);
  ctx.textAlign = 'left';

  // border
  ctx.strokeStyle = '#eceef1';
  ctx.lineWidth = 1;
  ctx.strokeRect(0.5, 0.5, W - 1, H - 1);

  try {
    return canvas.toDataURL('image/png');
  } catch {
    // a tainted canvas (the photo answered without CORS after all)
    throw new Error('生成图片失败，请重试');
  }
};
