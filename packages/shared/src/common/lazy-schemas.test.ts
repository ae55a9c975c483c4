import { describe, expect, it, vi } from 'vitest';
import type * as zod from 'zod';

/** the zod builders called so far (z.object, z.string, …): every schema starts with one */
const built: string[] = [];

vi.mock('zod', async (importOriginal) => {
  const mod = await importOriginal<typeof zod>();
  const z = new Proxy(mod.z, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function' || key === 'config') return value;
      return (...args: unknown[]) => {
        built.push(String(key));
        return (value as (...a: unknown[]) => unknown)(...args);
      };
    },
  });
  return { ...mod, z };
});

describe('schemas built on first use (lazySchema, defineCall)', () => {
  it('loading every contract builds no schema: a page that validates nothing pays nothing for zod', async () => {
    const shared = await import('../index.js');
    expect(Object.keys(shared.calls).length).toBeGreaterThan(200);
    expect(built).toEqual([]);
  });

  it('a call builds its schemas when they are first read, once, and they validate', async () => {
    const { userEdit, mobileField } = await import('../index.js');
    const query = userEdit.query;
    expect(built.length).toBeGreaterThan(0);
    expect(userEdit.query).toBe(query);
    expect(query.safeParse({ nickname: 5 }).success).toBe(false);
    expect(mobileField.parse('138 0013 8000')).toBe('13800138000');
  });
});
