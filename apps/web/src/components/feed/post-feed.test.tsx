import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bbsList, type CallDef } from '@kc/shared';
import type * as http from '../../lib/http';
import { ApiError, api } from '../../lib/http';
import { createQueryClient } from '../../lib/query-client';
import { renderAt } from '../../test/render-at';
import { PostCard } from './post-card';
import { PostFeed } from './post-feed';
import { postTimeText } from './post-time';
import { cursorPageOf, postOf } from './post-test-data';
import { createMemoryRouter, RouterProvider } from 'react-router';

vi.mock('../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

type Handler = (def: CallDef, query: unknown) => Promise<unknown>;
const serve = (h: Handler) => vi.mocked(api.call).mockImplementation(h as never);
const feedCalls = () =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === bbsList)
    .map(([, q]) => q);

// jsdom has no layout: give elements an offsetParent so InfiniteScroll sees its sentinel on screen
const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get: () => document.body });
});
afterAll(() => {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
});
beforeEach(() => {
  vi.mocked(api.call).mockReset();
});

const card = (post = postOf()) => {
  const router = createMemoryRouter([
    { path: '/', element: <PostCard post={post} /> },
    { path: '*', element: <p>其他页面</p> },
  ]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return () => router.state.location.pathname + router.state.location.search;
};

describe('PostFeed', () => {
  it('pages by the answer’s cursor until it is empty', async () => {
    serve((d, q) => {
      if (d !== bbsList) return Promise.reject(new Error('unexpected call'));
      const cursor = (q as { cursor: string }).cursor;
      return Promise.resolve(
        cursor === ''
          ? cursorPageOf([postOf({ id: 12, body: '第一帖' }), postOf({ id: 11, body: '第二帖' })], 'c2')
          : cursorPageOf([postOf({ id: 10, body: '第三帖' })]),
      );
    });
    renderAt('/f', [{ path: '/f', element: <PostFeed query={{ kind: 'tag', tag: '摩旅' }} /> }]);
    expect(await screen.findByText('第三帖')).toBeTruthy();
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect(feedCalls()).toEqual([
      { kind: 'tag', tag: '摩旅', cursor: '', page_size: 10 },
      { kind: 'tag', tag: '摩旅', cursor: 'c2', page_size: 10 },
    ]);
  });

  it('an empty feed shows its text; an error offers a reload', async () => {
    serve(() => Promise.resolve(cursorPageOf([])));
    renderAt('/f', [{ path: '/f', element: <PostFeed query={{ kind: 'user', uid: 5 }} empty="还没有发过帖子" /> }]);
    expect(await screen.findByText('还没有发过帖子')).toBeTruthy();
    expect(feedCalls()[0]).toEqual({ kind: 'user', uid: 5, cursor: '', page_size: 10 });
  });

  it('a failed load shows the message and reloads on a tap', async () => {
    vi.mocked(api.call)
      .mockRejectedValueOnce(new ApiError(30000, '请先登录'))
      .mockResolvedValue(cursorPageOf([postOf()]) as never);
    renderAt('/f', [{ path: '/f', element: <PostFeed query={{ kind: 'following' }} /> }]);
    fireEvent.click(await screen.findByText('请先登录，点击重新加载'));
    expect(await screen.findByText(/云海太美了/)).toBeTruthy();
  });

  it('a card opens its post', async () => {
    serve(() => Promise.resolve(cursorPageOf([postOf()])));
    const { path } = renderAt('/f', [{ path: '/f', element: <PostFeed query={{ kind: 'latest' }} /> }]);
    fireEvent.click(await screen.findByRole('link', { name: /^商家老李的帖子/ }));
    expect(path()).toBe('/post/11');
  });
});

describe('PostCard', () => {
  it('shows the author, text with line breaks, images, tags and counts; the author opens their page', () => {
    const path = card(postOf({ images: ['https://img/a.jpg', 'https://img/b.jpg'] }));
    expect(screen.getByText('周末去金佛山\n云海太美了', { normalizer: (s) => s })).toBeTruthy();
    expect(screen.getByAltText('商家老李的图片1（共2张）')).toBeTruthy();
    expect(screen.getByText('赞 3')).toBeTruthy();
    expect(screen.getByText('评论 2')).toBeTruthy();
    expect(screen.getByText('转发 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: '#自驾游' }).getAttribute('href')).toBe(
      '/tag/search?tag=%E8%87%AA%E9%A9%BE%E6%B8%B8',
    );
    fireEvent.click(screen.getByRole('link', { name: '商家老李的主页' }));
    expect(path()).toBe('/personal/index?uid=2');
  });

  it('a video shows its cover with a play mark', () => {
    card(postOf({ video: 'https://img/v.mp4', video_cover: 'https://img/c.jpg' }));
    expect(screen.getByAltText('商家老李的视频封面')).toBeTruthy();
    expect(screen.getByRole('img', { name: '视频，点击查看' })).toBeTruthy();
  });

  it('a repost shows its original, or 原内容已不可见', () => {
    card(
      postOf({
        relay_of: { id: 3, visible: false, author: null, body: '', images: [], video_cover: '' },
      }),
    );
    expect(screen.getByText('原内容已不可见')).toBeTruthy();
  });

  it('a visible original opens itself', () => {
    const path = card(
      postOf({
        relay_of: {
          id: 3,
          visible: true,
          author: { uid: 4, nickname: '老王', avatar: '', badges: [] },
          body: '原帖内容',
          images: [],
          video_cover: '',
        },
      }),
    );
    fireEvent.click(screen.getByRole('link', { name: /^原帖：\s*@老王\s*：/ }));
    expect(path()).toBe('/post/3');
  });

  it('the author sees the state of a removed post with the reason', () => {
    card(postOf({ state: 'removed', state_label: '已被下架', state_reason: '广告' }));
    expect(screen.getByRole('status').textContent).toContain('已被下架');
    expect(screen.getByRole('status').textContent).toContain('原因：广告');
  });

  it('times read as 刚刚, minutes, hours, then dates', () => {
    const now = Date.UTC(2030, 5, 1, 4, 0, 0); // 2030-06-01 12:00 China time
    const s = now / 1000;
    expect(postTimeText(s - 30, now)).toBe('刚刚');
    expect(postTimeText(s - 300, now)).toBe('5分钟前');
    expect(postTimeText(s - 7200, now)).toBe('2小时前');
    expect(postTimeText(s - 3 * 86400, now)).toBe('05-29 12:00');
    expect(postTimeText(s - 400 * 86400, now)).toBe('2029-04-27');
  });
});
