import { describe, expect, it } from 'vitest';
import { parseMobiles } from '../../../lib/issuing/parse-mobiles';
import { issueBlocker } from './issue-limits';

describe('issueBlocker', () => {
  const p = (n: number) =>
    parseMobiles(Array.from({ length: n }, (_, i) => `138${String(i).padStart(8, '0')}`).join('\n'));

  it('allows 1 to 50 mobiles within the remaining quota', () => {
    expect(issueBlocker(p(2), 5)).toBeNull();
    expect(issueBlocker(p(50), 50)).toBeNull();
  });

  it('names the reason otherwise', () => {
    expect(issueBlocker(p(0), 5)).toBe('请输入手机号');
    expect(issueBlocker(parseMobiles('123'), 5)).toBe('没有可发放的正确号码');
    expect(issueBlocker(p(51), 100)).toBe('一次最多发放50人，当前51人');
    expect(issueBlocker(p(3), 2)).toBe('剩余额度不足：剩余2，当前3人');
    expect(issueBlocker(p(1), 0)).toBe('额度已发完');
  });
});
