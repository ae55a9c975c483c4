import { describe, expect, it } from 'vitest';
import { qrMatrix, qrSvgPath } from './qr-matrix';

describe('qrMatrix', () => {
  it('makes a square symbol with the three finder patterns', () => {
    const m = qrMatrix('kc1.42.abcdef');
    expect(m.size).toBeGreaterThanOrEqual(21);
    // the finder pattern corners are dark, the separator after it light
    for (const [r, c] of [
      [0, 0],
      [0, m.size - 1],
      [m.size - 1, 0],
    ] as const)
      expect(m.isDark(r, c)).toBe(true);
    expect(m.isDark(7, 7)).toBe(false);
  });

  it('draws each run of dark modules as one rectangle', () => {
    const path = qrSvgPath({ size: 3, isDark: (r, c) => r === 1 && c > 0 });
    expect(path).toBe('M1 1h2v1h-2z');
  });
});
