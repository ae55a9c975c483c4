import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Platform, PlatformResult } from '../platform';
import { getPlatform } from '../platform';
import { scanWithCamera } from './camera-scan';
import { scanCode } from './index';

vi.mock('../platform', () => ({ getPlatform: vi.fn() }));
vi.mock('./camera-scan', () => ({ scanWithCamera: vi.fn() }));

const platformOf = (env: Platform['env'], result: PlatformResult<string>) => {
  const scan = vi.fn(() => Promise.resolve(result));
  vi.mocked(getPlatform).mockReturnValue({ env, scan } as unknown as Platform);
  return scan;
};

beforeEach(() => {
  vi.mocked(scanWithCamera).mockReset();
  vi.mocked(scanWithCamera).mockResolvedValue('FROM-CAMERA');
});

describe('scanCode', () => {
  it('uses the messaging app’s scanner where there is one', async () => {
    const scan = platformOf('wechat', { status: 'ok', data: ' HC1 ' });
    expect(await scanCode()).toBe('HC1');
    expect(scan).toHaveBeenCalledOnce();
    expect(scanWithCamera).not.toHaveBeenCalled();
  });

  it('a cancelled scan reads nothing', async () => {
    platformOf('wechat', { status: 'cancel' });
    expect(await scanCode()).toBeNull();
    expect(scanWithCamera).not.toHaveBeenCalled();
  });

  it('a failed scanner falls back to the camera', async () => {
    platformOf('wechat', { status: 'fail', message: '设备不支持' });
    expect(await scanCode()).toBe('FROM-CAMERA');
  });

  it('a plain browser goes straight to the camera (no 请在微信环境下使用 toast)', async () => {
    const scan = platformOf('browser', { status: 'fail', message: '请在微信环境下使用' });
    expect(await scanCode()).toBe('FROM-CAMERA');
    expect(scan).not.toHaveBeenCalled();
  });
});
