/**
 * The Chinese mainland number plate (车牌号, GA 36): a province's abbreviation, the issuing office's letter, then 5
 * characters (letters without I and O, digits), or 6 on a new-energy plate (small: D/A/B/C/E pure electric or
 * F/G/H/J/K other new energy, a letter or digit, 4 digits; large: 5 digits then D or F). The one validator of the
 * server and the form — docs/identity.md.
 */

/** The 31 provincial abbreviations of the mainland. */
export const PLATE_PROVINCES = [
  '京',
  '津',
  '沪',
  '渝',
  '冀',
  '豫',
  '云',
  '辽',
  '黑',
  '湘',
  '皖',
  '鲁',
  '新',
  '苏',
  '浙',
  '赣',
  '鄂',
  '桂',
  '甘',
  '晋',
  '蒙',
  '陕',
  '吉',
  '闽',
  '贵',
  '粤',
  '青',
  '藏',
  '川',
  '宁',
  '琼',
] as const;

const LETTER = '[A-HJ-NP-Z]';
const SERIAL = '[A-HJ-NP-Z0-9]';
const ORDINARY = new RegExp(`^${SERIAL}{5}$`);
const NEW_ENERGY_SMALL = new RegExp(`^[A-HJK]${SERIAL}\\d{4}$`);
const NEW_ENERGY_LARGE = /^\d{5}[DF]$/;

/** What the user typed as the plate is stored as: upper case, without spaces, the middle dot or hyphens. */
export const normalizePlate = (v: string): string => v.replace(/[\s·•・.-]+/g, '').toUpperCase();

/** Why the (normalized) plate is wrong, in Chinese; null when it is a valid mainland plate. */
export function plateProblem(plate: string): string | null {
  if (plate.length === 0) return '请输入车牌号';
  const chars = [...plate];
  if (!(PLATE_PROVINCES as readonly string[]).includes(chars[0]!)) return '车牌号第1位应为省份简称，如：渝';
  if (!new RegExp(`^${LETTER}$`).test(chars[1] ?? '')) return '车牌号第2位应为字母（不含I、O）';
  const rest = chars.slice(2).join('');
  if (/[IO]/.test(rest)) return '车牌号不含字母I、O，请核对（可能是数字1、0）';
  if (rest.length === 5 && ORDINARY.test(rest)) return null;
  if (rest.length === 6 && (NEW_ENERGY_SMALL.test(rest) || NEW_ENERGY_LARGE.test(rest))) return null;
  return '车牌号格式不正确，如：渝A12345，新能源如：渝AD12345';
}

/** Whether the text (normalized first) is a valid mainland plate. */
export const isPlate = (v: string): boolean => plateProblem(normalizePlate(v)) === null;
