import { create } from 'qrcode';

/** The modules of a QR symbol: size × size, dark or light. */
export interface QrMatrix {
  size: number;
  isDark: (row: number, col: number) => boolean;
}

/** The QR symbol of a text (error correction M, enough for a printed code). */
export const qrMatrix = (text: string): QrMatrix => {
  const { size, data } = create(text, { errorCorrectionLevel: 'M' }).modules;
  return { size, isDark: (row, col) => data[row * size + col] === 1 };
};

/** One SVG path of the dark modules, in module units (viewBox 0 0 size size). */
export const qrSvgPath = (m: QrMatrix): string => {
  const parts: string[] = [];
  for (let row = 0; row < m.size; row += 1) {
    let col = 0;
    while (col < m.size) {
      if (!m.isDark(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < m.size && m.isDark(row, col)) col += 1;
      parts.push(`M${start} ${row}h${col - start}v1h-${col - start}z`);
    }
  }
  return parts.join('');
};
