/** A scriptable `wx` for unit tests: config succeeds (or fails with `configError`), APIs answer from `answers`. */
import { vi } from 'vitest';
import type { Wx, WxConfigError, WxResult } from '../wechat/wx-types';

export type FakeAnswer = { kind: 'success' | 'fail' | 'cancel'; res?: WxResult };

export const createFakeWx = (opts: { configError?: WxConfigError; answers?: Record<string, FakeAnswer> } = {}) => {
  let ready: (() => void)[] = [];
  let errors: ((e: WxConfigError) => void)[] = [];
  const answers = opts.answers ?? {};
  const calls: { api: string; params: Record<string, unknown> }[] = [];
  const api = (name: string) =>
    vi.fn(
      (
        params: Record<string, unknown> & {
          success?: (r: unknown) => void;
          fail?: (r: unknown) => void;
          cancel?: (r: unknown) => void;
        },
      ) => {
        calls.push({ api: name, params });
        const a = answers[name] ?? { kind: 'success', res: { errMsg: `${name}:ok` } };
        queueMicrotask(() => params[a.kind] && (params[a.kind] as (r: unknown) => void)(a.res));
      },
    );
  const wx = {
    config: vi.fn(() => {
      const [r, e] = [ready, errors];
      ready = [];
      errors = [];
      queueMicrotask(() => (opts.configError ? e.forEach((fn) => fn(opts.configError!)) : r.forEach((fn) => fn())));
    }),
    ready: (fn: () => void) => ready.push(fn),
    error: (fn: (e: WxConfigError) => void) => errors.push(fn),
    miniProgram: {
      navigateTo: vi.fn((p: { success?: () => void }) => p.success?.()),
      navigateBack: vi.fn(),
      postMessage: vi.fn(),
    },
  } as unknown as Wx & { config: ReturnType<typeof vi.fn>; miniProgram: Record<string, ReturnType<typeof vi.fn>> };
  for (const name of [
    'updateAppMessageShareData',
    'updateTimelineShareData',
    'scanQRCode',
    'chooseWXPay',
    'openAddress',
    'getLocation',
    'openLocation',
    'chooseImage',
  ]) {
    (wx as Record<string, unknown>)[name] = api(name);
  }
  return { wx, calls };
};

export const fakeUi = () => ({ toast: vi.fn(), alert: vi.fn(() => Promise.resolve()) });

export const SIGNATURE = { appId: 'wx-app-1', timestamp: 1700000000, nonceStr: 'n0nce', signature: 'sig' };
