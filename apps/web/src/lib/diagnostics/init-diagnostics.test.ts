import { describe, expect, it, vi } from 'vitest';

const { VConsole, sentryInit } = vi.hoisted(() => ({ VConsole: vi.fn(), sentryInit: vi.fn() }));
vi.mock('vconsole', () => ({ default: VConsole }));
vi.mock('@sentry/react', () => ({ init: sentryInit, captureException: vi.fn() }));

describe('initDiagnostics', () => {
  it('loads nothing without ?debug=1 and without a DSN', async () => {
    const { initDiagnostics } = await import('./index');
    initDiagnostics('');
    await new Promise((r) => setTimeout(r, 0));
    expect(VConsole).not.toHaveBeenCalled();
    expect(sentryInit).not.toHaveBeenCalled();
  });

  it('starts the debug console with ?debug=1', async () => {
    const { initDiagnostics } = await import('./index');
    initDiagnostics('?debug=1');
    await vi.waitFor(() => expect(VConsole).toHaveBeenCalledWith({ log: { maxLogNumber: 1000 } }));
  });
});
