import { describe, expect, it } from 'vitest';
import { memoryKv } from './kv.js';

describe('the in-memory Kv', () => {
  it('sweeps expired keys, so a flood of one-off keys (forged addresses) does not grow it for ever', async () => {
    let t = 0;
    const kv = memoryKv(() => t);
    for (let i = 0; i < 5000; i++) await kv.incr(`sms:ip:198.51.100.${i}`, 3600);
    expect(kv.size()).toBe(5000);
    t += 3601 * 1000; // an hour later every one has expired
    for (let i = 0; i < 1000; i++) await kv.set(`k${i}`, '1', 60);
    expect(kv.size()).toBeLessThanOrEqual(1000);
    expect(await kv.get('k999')).toBe('1');
  });

  it('checkCode compares at most maxTries guesses and burns the code; a match gives its try back', async () => {
    const kv = memoryKv();
    const o = { maxTries: 5, ttlSeconds: 300, consume: false };
    await kv.set('code', '123456', 300);
    expect(await kv.checkCode('code', 'tries', '123456', o)).toEqual({ result: 'ok' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => kv.checkCode('code', 'tries', String(200000 + i), o)),
    );
    expect(answers.slice(0, 4)).toEqual([1, 2, 3, 4].map((tries) => ({ result: 'wrong', tries, burnt: false })));
    expect(answers[4]).toEqual({ result: 'wrong', tries: 5, burnt: true });
    expect(answers.slice(5).every((a) => a.result === 'expired')).toBe(true);
    expect(await kv.checkCode('code', 'tries', '123456', o)).toEqual({ result: 'expired' });
  });

  it('decr never goes below zero and never creates a key', async () => {
    const kv = memoryKv();
    await kv.decr('none');
    expect(await kv.get('none')).toBeNull();
    await kv.incr('n', 60);
    await kv.decr('n');
    await kv.decr('n');
    expect(await kv.get('n')).toBe('0');
  });
});
