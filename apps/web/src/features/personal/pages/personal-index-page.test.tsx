import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bbsList, centerAlbumList, centerBlock, centerIndex, ErrorCode, userFollow, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import PersonalIndexPage from './personal-index-page';
import PersonalMyPage from './personal-my-page';
import { albumItem, answerCalls, emptyFeed, pageOf, profile, relation, sentTo } from './personal-test-data';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const routes = [
  { path: '/personal/index', element: <PersonalIndexPage /> },
  { path: '/personal/my', element: <PersonalMyPage /> },
];

const answering = (rel = relation(), over: [CallDef, (q: never) => unknown][] = []) =>
  answerCalls(
    new Map<CallDef, (q: never) => unknown>([
      [centerIndex, () => ({ profile: profile(), relation: rel })],
      [bbsList, () => emptyFeed],
      [centerAlbumList, () => pageOf([albumItem(1), albumItem(2, 'video')])],
      [
        userFollow,
        (q: { f: number }) => ({ following: q.f === 1, followed_by: false, follower_count: q.f === 1 ? 31 : 30 }),
      ],
      [centerBlock, (q: { block: number }) => ({ blocking: q.block === 1 })],
      ...over,
    ]),
  );

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  useSession.setState({ token: 't', uid: 1 });
});

describe('/personal/index', () => {
  it('shows the person, their posts, and links the counts to the follow lists', async () => {
    answering();
    const { path } = renderAt('/personal/index?uid=7', routes);
    expect(await screen.findByRole('heading', { name: '老王' })).toBeTruthy();
    expect(screen.getByText('周末跑山，欢迎同行')).toBeTruthy();
    expect(screen.getByAltText('老王的主页封面')).toBeTruthy();
    expect(sentTo(centerIndex)).toEqual([{ uid: 7 }]);
    await waitFor(() => expect(sentTo(bbsList)[0]).toMatchObject({ kind: 'user', uid: 7 }));
    expect(await screen.findByText('还没有发过帖子')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '30 粉丝' }));
    expect(path()).toBe('/personal/follow?uid=7&type=followers');
  });

  it('follow toggles with the count from the answer', async () => {
    answering();
    renderAt('/personal/index?uid=7', routes);
    fireEvent.click(await screen.findByRole('button', { name: '关注' }));
    expect(await screen.findByRole('button', { name: '已关注' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '31 粉丝' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '已关注' }));
    expect(await screen.findByRole('button', { name: '关注' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '30 粉丝' })).toBeTruthy();
    expect(sentTo(userFollow)).toEqual([
      { u: 7, f: 1 },
      { u: 7, f: 0 },
    ]);
  });

  it('拉黑 explains and asks first; 取消 sends nothing', async () => {
    answering();
    renderAt('/personal/index?uid=7', routes);
    fireEvent.click(await screen.findByRole('button', { name: '更多操作' }));
    fireEvent.click(await screen.findByText('拉黑'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/你们之间的关注关系会被解除/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentTo(centerBlock)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '更多操作' }));
    fireEvent.click(await screen.findByText('拉黑'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sentTo(centerBlock)).toEqual([{ uid: 7, block: 1 }]));
  });

  it('举报 opens the report page of the person', async () => {
    answering();
    const { path } = renderAt('/personal/index?uid=7', routes);
    fireEvent.click(await screen.findByRole('button', { name: '更多操作' }));
    fireEvent.click(await screen.findByText('举报'));
    await waitFor(() => expect(path()).toBe('/report/user/7'));
  });

  it('someone I blocked: 已拉黑 with 解除拉黑, no posts, no follow', async () => {
    answering(relation({ blocking: true }));
    renderAt('/personal/index?uid=7', routes);
    expect(await screen.findByText('已拉黑，你们互相看不到对方的帖子和相册')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '关注' })).toBeNull();
    expect(screen.queryByRole('tab', { name: '帖子' })).toBeNull();
    expect(sentTo(bbsList)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '解除拉黑' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sentTo(centerBlock)).toEqual([{ uid: 7, block: 0 }]));
  });

  it('the 相册 tab shows the album with Chinese alt text', async () => {
    answering();
    renderAt('/personal/index?uid=7&tab=album', routes);
    expect(await screen.findByAltText('老王的相册图片1')).toBeTruthy();
    expect(screen.getByAltText('老王的相册视频2')).toBeTruthy();
    expect(sentTo(centerAlbumList)[0]).toEqual({ uid: 7, page: 1, page_size: 30 });
  });

  it('a person who is gone (or blocked me) is 用户不存在', async () => {
    vi.mocked(api.call).mockRejectedValue(new ApiError(ErrorCode.NOT_FOUND, '用户不存在'));
    renderAt('/personal/index?uid=7', routes);
    expect(await screen.findByText('用户不存在')).toBeTruthy();
  });
});

describe('/personal/my', () => {
  it('my own page: 编辑资料 and 上传相册, no follow or menu', async () => {
    answering(relation({ is_me: true }));
    const { path, router } = renderAt('/personal/my', routes);
    fireEvent.click(await screen.findByRole('button', { name: '编辑资料' }));
    expect(path()).toBe('/personal/info');
    await router.navigate(-1);
    fireEvent.click(await screen.findByRole('button', { name: '上传相册' }));
    expect(path()).toBe('/personal/upload/image');
    expect(sentTo(centerIndex)[0]).toEqual({});
    await router.navigate(-1);
    await screen.findByRole('button', { name: '编辑资料' });
    expect(screen.queryByRole('button', { name: '关注' })).toBeNull();
    expect(screen.queryByRole('button', { name: '更多操作' })).toBeNull();
  });
});
