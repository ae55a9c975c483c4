import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import type * as platform from '../../../lib/platform';
import { usePlatform, type Platform } from '../../../lib/platform';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import RideMarkPage from './ride-mark-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../lib/platform', async (importOriginal) => ({
  ...(await importOriginal<typeof platform>()),
  usePlatform: vi.fn(),
}));

const MARK = {
  ride_title: '环金佛山周末骑',
  date: '2030.01.01',
  distance_km: 180.5,
  route: '南坪 → 金佛山',
  nickname: '王小明',
  avatar: '',
  reached: [
    { name: '南川服务区', time: 1893457000 },
    { name: '金佛山北坡', time: 1893465000 },
  ],
  checkpoint_count: 3,
};

/** A 2D context that records the text drawn (jsdom has no canvas). */
const texts: string[] = [];
const fakeContext = () =>
  new Proxy(
    {
      fillText: (t: string) => texts.push(t),
      measureText: (t: string) => ({ width: t.length * 10 }),
      createLinearGradient: () => ({ addColorStop: () => undefined }),
    } as Record<string, unknown>,
    { get: (target, key: string) => target[key] ?? (() => undefined), set: () => true },
  );

const open = () =>
  renderAt('/funly/rideTogether/genMark?id=7', [{ path: '/funly/rideTogether/genMark', element: <RideMarkPage /> }]);
const inEnv = (env: Platform['env']) => vi.mocked(usePlatform).mockReturnValue({ env } as Platform);

beforeEach(() => {
  texts.length = 0;
  vi.mocked(api.call).mockReset();
  useSession.setState({ token: 't', uid: 1 });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(fakeContext as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,TEST');
  inEnv('browser');
});
afterEach(() => vi.restoreAllMocks());

describe('/funly/rideTogether/genMark', () => {
  it('draws the title and the checkpoints reached, shows the image and a download link', async () => {
    vi.mocked(api.call).mockResolvedValue(MARK as never);
    open();
    const img = await screen.findByRole('img', {
      name: '骑行纪念标记：环金佛山周末骑，2030.01.01，南坪 → 金佛山 180.5 km，打卡 2/3：南川服务区、金佛山北坡，王小明',
    });
    expect(img.getAttribute('src')).toBe('data:image/png;base64,TEST');
    expect(vi.mocked(api.call).mock.calls[0]?.[1]).toEqual({ id: 7 });
    expect(texts).toContain('环金佛山周末骑');
    expect(texts).toContain('南川服务区');
    expect(texts).toContain('金佛山北坡');
    expect(texts).toContain('打卡 2/3');
    expect(texts).toContain('2030.01.01');
    expect(texts).toContain('王小明');
    // no avatar: the initial is drawn instead
    expect(texts).toContain('王');
    const link = screen.getByRole('link', { name: '下载图片' });
    expect(link.getAttribute('href')).toBe('data:image/png;base64,TEST');
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.queryByText('长按图片保存到相册')).toBeNull();
  });

  it('inside WeChat: a long-press hint instead of the download', async () => {
    inEnv('wechat');
    vi.mocked(api.call).mockResolvedValue(MARK as never);
    open();
    expect(await screen.findByText('长按图片保存到相册')).toBeTruthy();
    expect(screen.getByRole('img', { name: /^骑行纪念标记/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '下载图片' })).toBeNull();
  });

  it('shows the server’s refusal before any accepted clock-in', async () => {
    vi.mocked(api.call).mockRejectedValue(
      new ApiError(ErrorCode.CONFLICT, '还没有成功打卡，完成打卡后可生成纪念标记') as never,
    );
    open();
    expect(await screen.findByText('还没有成功打卡，完成打卡后可生成纪念标记')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^骑行纪念标记/ })).toBeNull();
  });
});
