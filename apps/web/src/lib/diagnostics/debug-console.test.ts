import { beforeEach, describe, expect, it, vi } from 'vitest';

const { VConsole } = vi.hoisted(() => ({ VConsole: vi.fn() }));
vi.mock('vconsole', () => ({ default: VConsole }));

/** Each test gets a fresh module (the console starts at most once per page). */
const load = async () => (await import('./debug-console')).installDebugConsole;

beforeEach(() => {
  vi.resetModules();
  VConsole.mockClear();
});

describe('debug console', () => {
  it('is not loaded without ?debug=1', async () => {
    const install = await load();
    for (const search of ['', '?debug=0', '?debug=true', '?x=1&debugx=1']) expect(await install(search)).toBe(false);
    expect(VConsole).not.toHaveBeenCalled();
  });

  it('with ?debug=1 imports vconsole lazily and keeps at most 1000 log entries', async () => {
    const install = await load();
    expect(await install('?a=b&debug=1')).toBe(true);
    expect(VConsole).toHaveBeenCalledTimes(1);
    expect(VConsole).toHaveBeenCalledWith({ log: { maxLogNumber: 1000 } });
    expect(await install('?debug=1')).toBe(false);
    expect(VConsole).toHaveBeenCalledTimes(1);
  });

  it('the import happens only when asked for', async () => {
    const install = await load();
    const importVConsole = vi.fn(() => Promise.resolve({ default: VConsole }));
    await install('', importVConsole);
    expect(importVConsole).not.toHaveBeenCalled();
    await install('?debug=1', importVConsole);
    expect(importVConsole).toHaveBeenCalledTimes(1);
  });

  it('a failed import does not throw', async () => {
    const install = await load();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(install('?debug=1', () => Promise.reject(new Error('chunk failed')))).resolves.toBe(false);
  });
});
