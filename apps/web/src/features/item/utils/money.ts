const YUAN = /^(\d{1,9})(?:\.(\d{0,2}))?$/;

/**
 * 元 as typed (up to 2 decimals) → integer 分, computed on the digits so no float rounding creeps in.
 * '' → undefined (not filled in); anything else that is not an amount → NaN.
 */
export const yuanToFen = (text: string): number | undefined => {
  const t = text.trim();
  if (t === '') return undefined;
  const m = YUAN.exec(t);
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
};

/** Integer 分 → 元 with 2 decimals for the input. */
export const fenToYuan = (fen: number): string =>
  `${Math.trunc(fen / 100)}.${String(Math.abs(fen) % 100).padStart(2, '0')}`;
