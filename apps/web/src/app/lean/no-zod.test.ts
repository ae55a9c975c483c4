import { describe, expect, it } from 'vitest';
import type { z as Zod } from 'zod';
import { z } from './no-zod';

describe('the scan shell’s stand-in for zod', () => {
  it('builds any schema a contract module builds when it loads', () => {
    const zz = z as unknown as typeof Zod;
    const point = zz.object({ id: zz.coerce.number().int().min(1), name: zz.string().max(20).optional() });
    const call = zz.object({ list: zz.array(point.extend({ at: zz.iso.datetime() })) }).describe('x');
    expect(typeof call).toBe('function');
    // not a thenable: awaiting a module's export of it does not hang
    expect((call as unknown as { then?: unknown }).then).toBeUndefined();
  });

  it('refuses to validate, so a screen of the shell that starts to need zod fails loudly', () => {
    const zz = z as unknown as typeof Zod;
    const schema = zz.object({ id: zz.number() });
    expect(() => schema.parse({ id: 1 })).toThrow(/zod is not part of the scan shell/);
    expect(() => schema.safeParse({ id: 1 })).toThrow(/zod is not part of the scan shell/);
  });
});
