import { describe, expect, it, vi } from 'vitest';
import type * as zod from 'zod';

/** the zod builders called so far (z.object, z.string, z.coerce.number, …): every schema starts with one */
const built: string[] = [];

/** `namespace` with its builders counted; its namespaces of builders (z.coerce, z.iso) too */
const counted = <T extends object>(namespace: T, prefix: string): T =>
  new Proxy(namespace, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if ((key === 'coerce' || key === 'iso') && typeof value === 'object' && value)
        return counted(value, `${prefix}${key}.`);
      if (typeof value !== 'function' || key === 'config') return value;
      return (...args: unknown[]) => {
        built.push(prefix + String(key));
        return (value as (...a: unknown[]) => unknown)(...args);
      };
    },
  });

vi.mock('zod', async (importOriginal) => {
  const mod = await importOriginal<typeof zod>();
  return { ...mod, z: counted(mod.z, '') };
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
