import { formatDate } from '@kc/shared';
import { fitText, loadCorsImage } from '../../../lib/canvas';

/** What the mark shows (rideMark's answer). */
export interface MarkInput {
  ride_title: string;
  date: string;
  distance_km: number;
  route: string;
  nickname: string;
  avatar: string;
  reached: { name: string; time: number }[];
  checkpoint_count: number;
}

/** Logical size (a 3:4 poster); the pixels are this times the device pixel ratio (at most 2, to stay light). */
export const MARK_SIZE = { width: 750, height: 1000 } as const;
const FONT = `-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', sans-serif`;
const BRAND = '车友会 · 一起骑行';
const AVATAR_TIMEOUT_MS = 6000;
const LIST_MAX = 7;

/** The picture to draw, or null (a stand-in is drawn): loaded with CORS, never tainting the canvas. */
export const loadAvatar = (src: string, timeoutMs = AVATAR_TIMEOUT_MS): Promise<HTMLImageElement | null> =>
  loadCorsImage(src, timeoutMs);

/** Up to two lines of `text` within `max` pixels (the second cut with an ellipsis). */
const twoLines = (ctx: CanvasRenderingContext2D, text: string, max: number): string[] => {
  if (ctx.measureText(text).width <= max) return [text];
  let n = 1;
  while (n < text.length && ctx.measureText(text.slice(0, n + 1)).width <= max) n += 1;
  return [text.slice(0, n), fitText(ctx, text.slice(n), max)];
};

// by hand: ctx.roundRect is missing in older in-app browsers
const roundRect = (ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) => {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
};

const drawAvatar = (
  ctx: CanvasRenderingContext2D,
  img: HTMLImageElement | null,
  name: string,
  c: { x: number; y: number; r: number },
) => {
  ctx.save();
  ctx.beginPath();
  ctx.arc(c.x, c.y, c.r, 0, Math.PI * 2);
  ctx.closePath();
  ctx.clip();
  if (img && img.naturalWidth > 0) {
    ctx.drawImage(img, c.x - c.r, c.y - c.r, c.r * 2, c.r * 2);
  } else {
    // initials on a colour when the avatar cannot be drawn
    ctx.fillStyle = '#f59e0b';
    ctx.fillRect(c.x - c.r, c.y - c.r, c.r * 2, c.r * 2);
    ctx.fillStyle = '#fff';
    ctx.font = `600 ${Math.round(c.r * 0.9)}px ${FONT}`;
    ctx.textAlign = 'center';
    ctx.fillText((name.trim() || '骑').slice(0, 1), c.x, c.y + c.r * 0.32);
    ctx.textAlign = 'left';
  }
  ctx.restore();
};

const draw = (ctx: CanvasRenderingContext2D, m: MarkInput, avatar: HTMLImageElement | null) => {
  const { width: W, height: H } = MARK_SIZE;
  const bg = ctx.createLinearGradient(0, 0, W, H);
  bg.addColorStop(0, '#0f172a');
  bg.addColorStop(1, '#1e40af');
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, W, H);

  ctx.fillStyle = 'rgba(255,255,255,0.8)';
  ctx.font = `26px ${FONT}`;
  ctx.fillText(BRAND, 50, 80);
  ctx.fillStyle = '#fbbf24';
  ctx.font = `600 30px ${FONT}`;
  ctx.fillText('骑行纪念', 50, 140);

  ctx.fillStyle = '#fff';
  ctx.font = `700 50px ${FONT}`;
  const lines = twoLines(ctx, m.ride_title || '骑行', W - 100);
  lines.forEach((line, i) => ctx.fillText(line, 50, 210 + i * 64));
  let y = 210 + lines.length * 64;
  ctx.fillStyle = 'rgba(255,255,255,0.85)';
  ctx.font = `28px ${FONT}`;
  ctx.fillText(m.date, 50, y);
  y += 46;
  ctx.fillText(fitText(ctx, `${m.route} · ${m.distance_km} km`, W - 100), 50, y);

  // the checkpoints reached
  const top = y + 40;
  ctx.fillStyle = 'rgba(255,255,255,0.96)';
  roundRect(ctx, 40, top, W - 80, 830 - top, 20);
  ctx.fill();
  ctx.fillStyle = '#1f2329';
  ctx.font = `600 32px ${FONT}`;
  ctx.fillText(`打卡 ${m.reached.length}/${m.checkpoint_count}`, 70, top + 60);
  ctx.font = `28px ${FONT}`;
  const shown = m.reached.slice(0, LIST_MAX);
  shown.forEach((c, i) => {
    const rowY = top + 115 + i * 50;
    ctx.fillStyle = '#16a34a';
    ctx.fillText('✓', 70, rowY);
    ctx.fillStyle = '#1f2329';
    ctx.fillText(fitText(ctx, c.name, W - 330), 110, rowY);
    ctx.fillStyle = '#646a73';
    ctx.textAlign = 'right';
    ctx.fillText(formatDate(c.time, 'm.d h:i'), W - 70, rowY);
    ctx.textAlign = 'left';
  });
  if (m.reached.length > LIST_MAX) {
    ctx.fillStyle = '#646a73';
    ctx.fillText(`…等${m.reached.length}个打卡点`, 110, top + 115 + LIST_MAX * 50);
  }

  // the rider
  drawAvatar(ctx, avatar, m.nickname, { x: 90, y: 895, r: 44 });
  ctx.fillStyle = '#fff';
  ctx.font = `600 32px ${FONT}`;
  ctx.fillText(fitText(ctx, m.nickname || '骑友', W - 200), 150, 888);
  ctx.fillStyle = 'rgba(255,255,255,0.8)';
  ctx.font = `24px ${FONT}`;
  ctx.fillText('完成了这次骑行', 150, 924);
  ctx.fillStyle = 'rgba(255,255,255,0.6)';
  ctx.font = `22px ${FONT}`;
  ctx.textAlign = 'right';
  ctx.fillText(`${BRAND} · 纪念标记`, W - 40, 975);
  ctx.textAlign = 'left';
};

/** Draws the commemorative mark and answers it as a PNG data URL. */
export const drawRideMark = async (m: MarkInput, dpr = window.devicePixelRatio || 1): Promise<string> => {
  const scale = Math.min(2, Math.max(1, dpr));
  const canvas = document.createElement('canvas');
  canvas.width = MARK_SIZE.width * scale;
  canvas.height = MARK_SIZE.height * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('当前环境不支持生成图片');
  const avatar = await loadAvatar(m.avatar);
  ctx.scale(scale, scale);
  draw(ctx, m, avatar);
  try {
    return canvas.toDataURL('image/png');
  } catch {
    // tainted after all (the avatar answered without CORS): draw again with initials
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.scale(scale, scale);
    draw(ctx, m, null);
    return canvas.toDataURL('image/png');
  }
};
