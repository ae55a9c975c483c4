import { describe, expect, it } from 'vitest';
import { singleFlight } from './single-flight.js';

describe('singleFlight', () => {
  it('runs once for identical keys in flight and again once it settled', async () => {
    const shared = singleFlight();
    let runs = 0;
    const read = () =>
      shared('k', async () => {
        runs += 1;
        await new Promise((r) => setTimeout(r, 20));
        return { runs };
      });
    const answers = await Promise.all([read(), read(), read()]);
    expect(runs).toBe(1);
    expect(new Set(answers).size).toBe(1);
    await read();
    expect(runs).toBe(2);
  });

  it('keeps different keys apart and hands a failure to every waiter, then forgets it', async () => {
    const shared = singleFlight();
    let runs = 0;
    const fail = () =>
      shared('bad', async () => {
        runs += 1;
        await new Promise((r) => setTimeout(r, 10));
        throw new Error('boom');
      });
    const other = shared('good', () => Promise.resolve(1));
    const results = await Promise.allSettled([fail(), fail()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(runs).toBe(1);
    expect(await other).toBe(1);
    await expect(fail()).rejects.toThrow('boom');
    expect(runs).toBe(2);
  });
});
