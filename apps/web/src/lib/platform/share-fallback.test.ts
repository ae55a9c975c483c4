import { describe, expect, it, vi } from 'vitest';
import { shareByCopy } from './share-fallback';
import { fakeUi } from './testing/fake-wx';

const DATA = {
  title: '骑行活动',
  desc: '一起来',
  link: 'https://h5.example.com/p/1',
  imgUrl: 'https://h5.example.com/a.png',
};

describe('share by copy', () => {
  it('copies title and link and says so in a dialog', async () => {
    const ui = fakeUi();
    const copy = vi.fn(() => Promise.resolve(true));
    await expect(shareByCopy(DATA, ui, undefined, copy)).resolves.toEqual({ status: 'ok' });
    expect(copy).toHaveBeenCalledWith('骑行活动 https://h5.example.com/p/1');
    expect(ui.alert).toHaveBeenCalledWith({
      icon: undefined,
      title: '链接已复制',
      content: '分享链接已复制，请手动发送给好友',
    });
  });

  it('uses the dialog overrides of the share data', async () => {
    const ui = fakeUi();
    await shareByCopy(
      { ...DATA, dialog: { icon: '/i.png', title: '邀请好友', tips: '发给好友一起报名' } },
      ui,
      undefined,
      () => Promise.resolve(true),
    );
    expect(ui.alert).toHaveBeenCalledWith({ icon: '/i.png', title: '邀请好友', content: '发给好友一起报名' });
  });

  it('keeps the reason (微信分享配置失败) in the result', async () => {
    const r = await shareByCopy(DATA, fakeUi(), '微信分享配置失败', () => Promise.resolve(true));
    expect(r).toEqual({ status: 'ok', message: '微信分享配置失败' });
  });

  it('needs title, link and image', async () => {
    const copy = vi.fn(() => Promise.resolve(true));
    for (const missing of ['title', 'link', 'imgUrl'] as const) {
      const r = await shareByCopy({ ...DATA, [missing]: '' }, fakeUi(), undefined, copy);
      expect(r.status).toBe('fail');
    }
    expect(copy).not.toHaveBeenCalled();
  });

  it('when copying fails shows the text to copy by hand and fails', async () => {
    const ui = fakeUi();
    const r = await shareByCopy(DATA, ui, undefined, () => Promise.resolve(false));
    expect(r.status).toBe('fail');
    expect(ui.alert.mock.calls[0]).toEqual([
      expect.objectContaining({ content: expect.stringContaining('https://h5.example.com/p/1') }),
    ]);
  });
});
