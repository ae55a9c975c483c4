import { describe, expect, it, vi } from 'vitest';
import { createMiniProgramPlatform } from './miniprogram-platform';
import { createFakeWx, fakeUi } from './testing/fake-wx';

const setup = () => {
  const fake = createFakeWx();
  const ui = fakeUi();
  return {
    platform: createMiniProgramPlatform({ ui, loadWx: () => Promise.resolve(fake.wx) }),
    mp: fake.wx.miniProgram,
    ui,
  };
};

describe('mini-program web view', () => {
  it('is wxapplet and shares by posting title, path, url and imageUrl', async () => {
    const { platform, mp } = setup();
    expect(platform.client).toBe('wxapplet');
    await expect(
      platform.share({ title: 'T', link: 'https://h5.example.com/p?id=1', imgUrl: 'https://i/a.png' }),
    ).resolves.toEqual({ status: 'ok' });
    expect(mp.postMessage).toHaveBeenCalledWith({
      data: {
        title: 'T',
        path: '/pages/webview/index?url=https%3A%2F%2Fh5.example.com%2Fp%3Fid%3D1',
        url: 'https://h5.example.com/p?id=1',
        imageUrl: 'https://i/a.png',
      },
    });
  });

  it('pays by navigating to the mini-program pay page with the order number', async () => {
    const { platform, mp } = setup();
    const r = await platform.pay({
      kind: 'jsapi',
      orderSn: 'SN 1',
      data: { timeStamp: '1', nonceStr: 'n', package: 'p', signType: 'RSA', paySign: 's' },
    });
    expect(r).toEqual({ status: 'ok' });
    expect(mp.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/pay/index?order_sn=SN%201' }));
  });

  it('goes back through the mini-program and has no position of its own', async () => {
    const { platform, mp } = setup();
    platform.back();
    await vi.waitFor(() => expect(mp.navigateBack).toHaveBeenCalledWith({ delta: 1 }));
    await expect(platform.locate()).resolves.toEqual({ status: 'fail' });
  });
});
