import { afterEach, describe, expect, it, vi } from 'vitest';
import { initErrorReporting, reportError, resetErrorReportingForTests, type ReporterSdk } from './error-reporting';

const fakeSdk = () => ({ init: vi.fn(), captureException: vi.fn() }) satisfies ReporterSdk;

afterEach(() => {
  resetErrorReportingForTests();
  vi.restoreAllMocks();
});

describe('error reporting', () => {
  it('without a DSN stays off, never imports the SDK, and reportError is a no-op', async () => {
    const importSdk = vi.fn(() => Promise.resolve(fakeSdk()));
    expect(await initErrorReporting(undefined, importSdk)).toBe(false);
    expect(await initErrorReporting('', importSdk)).toBe(false);
    expect(importSdk).not.toHaveBeenCalled();
    expect(() => reportError(new Error('x'), { area: 'pay' })).not.toThrow();
  });

  it('with a DSN initialises the SDK lazily and reports with the context', async () => {
    const sdk = fakeSdk();
    expect(await initErrorReporting('https://k@sentry.example/1', () => Promise.resolve(sdk))).toBe(true);
    expect(sdk.init).toHaveBeenCalledWith(expect.objectContaining({ dsn: 'https://k@sentry.example/1' }));
    const error = new Error('bridge timeout');
    reportError(error, { action: 'getLocation' });
    expect(sdk.captureException).toHaveBeenCalledWith(error, { extra: { action: 'getLocation' } });
  });

  it('reports raised while the SDK loads are sent once it is ready', async () => {
    const sdk = fakeSdk();
    const ready = initErrorReporting('dsn', () => Promise.resolve(sdk));
    reportError('early');
    await ready;
    expect(sdk.captureException).toHaveBeenCalledWith('early', undefined);
  });

  it('never throws, even when the SDK does', async () => {
    const sdk = fakeSdk();
    sdk.captureException.mockImplementation(() => {
      throw new Error('sdk broken');
    });
    await initErrorReporting('dsn', () => Promise.resolve(sdk));
    expect(() => reportError(new Error('x'))).not.toThrow();
  });

  it('a failed SDK import leaves reporting off without throwing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(initErrorReporting('dsn', () => Promise.reject(new Error('offline')))).resolves.toBe(false);
    expect(() => reportError(new Error('x'))).not.toThrow();
  });
});
