import type { ParsedMobiles } from '../../../lib/issuing/parse-mobiles';

/** the server takes 1–200 mobiles per distribution */
export const MAX_MOBILES_PER_DISTRIBUTION = 200;

/** Why the distribution cannot be sent yet, or null when it can. */
export const distributeBlocker = (itemId: number | null, parsed: ParsedMobiles): string | null => {
  const n = parsed.mobiles.length;
  if (itemId === null) return '请选择要发放的票券';
  if (n === 0) return parsed.entries.length ? '没有可发放的正确号码' : '请输入手机号';
  if (n > MAX_MOBILES_PER_DISTRIBUTION) return `一次最多发放${MAX_MOBILES_PER_DISTRIBUTION}人，当前${n}人`;
  return null;
};
