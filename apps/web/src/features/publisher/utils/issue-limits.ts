import type { ParsedMobiles } from '../../../lib/issuing/parse-mobiles';

/** the server takes 1–50 mobiles per issue */
export const MAX_MOBILES_PER_ISSUE = 50;

/** Why the parsed input cannot be issued from a quota with `remaining` left, or null when it can. */
export const issueBlocker = (parsed: ParsedMobiles, remaining: number): string | null => {
  const n = parsed.mobiles.length;
  if (remaining <= 0) return '额度已发完';
  if (n === 0) return parsed.entries.length ? '没有可发放的正确号码' : '请输入手机号';
  if (n > MAX_MOBILES_PER_ISSUE) return `一次最多发放${MAX_MOBILES_PER_ISSUE}人，当前${n}人`;
  if (n > remaining) return `剩余额度不足：剩余${remaining}，当前${n}人`;
  return null;
};
