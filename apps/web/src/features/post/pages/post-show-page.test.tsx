import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  bbsComment,
  bbsCommentDelete,
  bbsComments,
  bbsDelete,
  bbsDoLike,
  bbsFavorite,
  bbsRelay,
  bbsShare,
  bbsShow,
  type CallDef,
} from '@kc/shared';
import { commentOf, cursorPageOf, postOf } from '../../../components/feed/post-test-data';
import { confirmAction } from '../../../components/ui/confirm';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import PostCommentsPage from './post-comments-page';
import PostRelayPage from './post-relay-page';
import PostShowPage from './post-show-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../components/ui/confirm', () => ({ confirmAction: vi.fn(() => Promise.resolve(true)) }));

type Handler = (def: CallDef, query: unknown) => Promise<unknown>;
const serve = (h: Handler) => vi.mocked(api.call).mockImplementation(h as never);
const callsTo = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q);
const routes = [
  { path: '/post/:id', element: <PostShowPage /> },
  { path: '/post/comment/:id', element: <PostCommentsPage /> },
  { path: '/post/relay/:id', element: <PostRelayPage /> },
];
const open = (url: string) => renderAt(url, routes);

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  vi.mocked(confirmAction).mockClear();
  useSession.setState({ token: 't', uid: 1 });
});

describe('/post/:id', () => {
  it('shows the post and the first comments; 查看全部评论 opens the comments', async () => {
    serve((def) =>
      def === bbsComments
        ? Promise.resolve(
            cursorPageOf(
              [commentOf(), commentOf({ id: 52, body: '同去', reply_to: 51, reply_nickname: '骑士小王' })],
              'n',
            ),
          )
        : Promise.resolve(postOf()),
    );
    const { path } = open('/post/11');
    expect(await screen.findByText('好美')).toBeTruthy();
    expect(screen.getByText('回复 @骑士小王：')).toBeTruthy();
    expect(callsTo(bbsShow)).toEqual([{ id: 11 }]);
    expect(callsTo(bbsComments)).toEqual([{ post_id: 11, cursor: '', page_size: 3 }]);
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '查看全部评论' }));
    expect(path()).toBe('/post/comment/11');
  });

  it('toggles the like and the favourite with the server’s counts', async () => {
    serve((def, q) => {
      if (def === bbsDoLike) {
        const like = (q as { like: number }).like === 1;
        return Promise.resolve({ liked: like, like_count: like ? 4 : 3 });
      }
      if (def === bbsFavorite) return Promise.resolve({ favorited: true, favorite_count: 7 });
      if (def === bbsComments) return Promise.resolve(cursorPageOf([]));
      return Promise.resolve(postOf());
    });
    open('/post/11');
    fireEvent.click(await screen.findByRole('button', { name: '点赞，已有3人点赞' }));
    const liked = await screen.findByRole('button', { name: '取消点赞，已有4人点赞' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(liked);
    expect(await screen.findByRole('button', { name: '点赞，已有3人点赞' })).toBeTruthy();
    expect(callsTo(bbsDoLike)).toEqual([
      { id: 11, like: 1 },
      { id: 11, like: 0 },
    ]);
    fireEvent.click(screen.getByRole('button', { name: '收藏，已有0人收藏' }));
    expect(await screen.findByRole('button', { name: '取消收藏，已有7人收藏' })).toBeTruthy();
    expect(callsTo(bbsFavorite)).toEqual([{ id: 11, favorite: 1 }]);
  });

  it('share asks bbsShare; 转发 and 举报 open their pages', async () => {
    serve((def) =>
      def === bbsShare
        ? Promise.resolve({ title: 't', desc: '', link: 'https://x/l', imgUrl: '', spm: 's' })
        : def === bbsComments
          ? Promise.resolve(cursorPageOf([]))
          : Promise.resolve(postOf()),
    );
    const { path, router } = open('/post/11');
    fireEvent.click(await screen.findByRole('button', { name: '分享帖子' }));
    await waitFor(() => expect(callsTo(bbsShare)).toEqual([{ id: 11 }]));
    fireEvent.click(screen.getByRole('button', { name: '转发，已转发1次' }));
    expect(path()).toBe('/post/relay/11');
    await router.navigate(-1);
    fireEvent.click(await screen.findByRole('button', { name: '举报帖子' }));
    expect(path()).toBe('/report/bbs/11');
  });

  it('the author’s 删除 asks first; declined, nothing is deleted; confirmed, deleted and left', async () => {
    serve((def) =>
      def === bbsDelete
        ? Promise.resolve({ ok: true })
        : def === bbsComments
          ? Promise.resolve(cursorPageOf([]))
          : Promise.resolve(postOf({ actions: ['edit', 'delete'] })),
    );
    vi.mocked(confirmAction).mockResolvedValueOnce(false);
    const { path } = open('/post/11');
    fireEvent.click(await screen.findByRole('button', { name: '删除' }));
    await waitFor(() => expect(confirmAction).toHaveBeenCalledTimes(1));
    expect(vi.mocked(confirmAction).mock.calls[0]?.[0]).toBe('确定删除这条帖子？删除后不可恢复');
    expect(callsTo(bbsDelete)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(callsTo(bbsDelete)).toEqual([{ id: 11 }]));
    await waitFor(() => expect(path()).toBe('/start'));
  });

  it('the author’s 编辑 opens the editor; the state banner shows a hidden post', async () => {
    serve((def) =>
      def === bbsComments
        ? Promise.resolve(cursorPageOf([]))
        : Promise.resolve(postOf({ actions: ['edit', 'delete'], state: 'hidden', state_label: '被举报，审核中' })),
    );
    const { path } = open('/post/11');
    expect(await screen.findByText('被举报，审核中')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    expect(path()).toBe('/post/create?id=11');
  });

  it('a deleted post shows the server’s message', async () => {
    vi.mocked(api.call).mockRejectedValue(
      new (await import('../../../lib/http')).ApiError(10004, '内容不存在或已被删除'),
    );
    open('/post/11');
    expect(await screen.findByText('内容不存在或已被删除')).toBeTruthy();
  });
});

describe('/post/comment/:id', () => {
  it('comments, replies with reply_to, and deletes my comment after asking', async () => {
    serve((def) => {
      if (def === bbsShow) return Promise.resolve(postOf());
      if (def === bbsComments)
        return Promise.resolve(
          cursorPageOf([commentOf(), commentOf({ id: 53, body: '我的评论', actions: ['delete'] })]),
        );
      if (def === bbsComment) return Promise.resolve(commentOf({ id: 60 }));
      return Promise.resolve({ ok: true });
    });
    const { path } = open('/post/comment/11');
    const box = await screen.findByRole('textbox', { name: '评论内容' });
    fireEvent.change(box, { target: { value: '第一条评论' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(callsTo(bbsComment)).toEqual([{ post_id: 11, body: '第一条评论' }]));

    fireEvent.click(await screen.findByRole('button', { name: '回复骑士小王' }));
    expect(screen.getByText('回复 @骑士小王')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '回复内容' }), { target: { value: '一起' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(callsTo(bbsComment)[1]).toEqual({ post_id: 11, body: '一起', reply_to: 51 }));

    fireEvent.click(screen.getByRole('button', { name: '删除骑士小王的评论' }));
    await waitFor(() => expect(callsTo(bbsCommentDelete)).toEqual([{ id: 53 }]));
    expect(vi.mocked(confirmAction).mock.calls[0]?.[0]).toBe('确定删除这条评论？');

    fireEvent.click(screen.getByRole('button', { name: '举报骑士小王的评论' }));
    expect(path()).toBe('/report/reply/51');
  });
});

describe('/post/relay/:id', () => {
  it('shows the original and reposts with the text, then opens the new post', async () => {
    serve((def) => (def === bbsRelay ? Promise.resolve(postOf({ id: 70 })) : Promise.resolve(postOf())));
    const { path } = open('/post/relay/11');
    fireEvent.change(await screen.findByRole('textbox', { name: '转发内容' }), { target: { value: '说得好' } });
    expect(screen.getByText(/云海太美了/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '转发' }));
    await waitFor(() => expect(path()).toBe('/post/70'));
    expect(callsTo(bbsRelay)).toEqual([{ id: 11, body: '说得好' }]);
  });
});
