import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bbsCreate, bbsShow, bbsTags, bbsUpdate, type CallDef } from '@kc/shared';
import { postOf, tagOf } from '../../../components/feed/post-test-data';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import { draftKeyOf, readDraft, writeDraft, emptyPostDraft } from '../components/post-draft';
import PostCreatePage from './post-create-page';
import TagChoosePage from './tag-choose-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

type Handler = (def: CallDef, query: unknown) => Promise<unknown>;
const serve = (h: Handler) => vi.mocked(api.call).mockImplementation(h as never);
const callsTo = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q);
const routes = [
  { path: '/post/create', element: <PostCreatePage /> },
  { path: '/post/tag/choose', element: <TagChoosePage /> },
  { path: '/post/:id', element: <p>帖子详情页</p> },
];
const open = (url: string) => renderAt(url, routes);
const bodyBox = () => screen.getByRole('textbox', { name: '帖子正文' });

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  useSession.setState({ token: 't', uid: 1 });
});

describe('/post/create', () => {
  it('an empty post is refused with the contract’s message and nothing is sent', async () => {
    open('/post/create');
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('请输入内容或添加图片、视频')).toBeTruthy();
    expect(api.call).not.toHaveBeenCalled();
  });

  it('publishes text, tags and the link asked by the URL, then opens the new post and forgets the draft', async () => {
    writeDraft(draftKeyOf(), { ...emptyPostDraft(), tags: ['摩旅'], tags_chosen: true });
    serve((def) => (def === bbsCreate ? Promise.resolve(postOf({ id: 99 })) : Promise.reject(new Error('unexpected'))));
    const { path } = open('/post/create?link_type=funly&link_id=3');
    expect(screen.queryByText('已恢复上次未保存的内容，记得保存')).toBeNull();
    expect(screen.getByText('活动：编号3')).toBeTruthy();
    fireEvent.change(bodyBox(), { target: { value: '周末骑行\n一起来' } });
    fireEvent.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(path()).toBe('/post/99'));
    expect(callsTo(bbsCreate)).toEqual([
      {
        body: '周末骑行\n一起来',
        images: [],
        video: '',
        video_cover: '',
        tags: ['摩旅'],
        link_type: 'funly',
        link_id: 3,
      },
    ]);
    expect(localStorage.getItem(draftKeyOf())).toBeNull();
  });

  it('the link can be removed', () => {
    open('/post/create?link_type=ride&link_id=8');
    fireEvent.click(screen.getByRole('button', { name: '移除关联' }));
    expect(screen.queryByText('骑行：编号8')).toBeNull();
  });

  it('text typed and left is restored with the notice', () => {
    open('/post/create');
    fireEvent.change(bodyBox(), { target: { value: '没写完的帖子' } });
    expect(readDraft(draftKeyOf())?.body).toBe('没写完的帖子');
    cleanup();
    open('/post/create');
    expect(screen.getByText('已恢复上次未保存的内容，记得保存')).toBeTruthy();
    expect((bodyBox() as HTMLTextAreaElement).value).toBe('没写完的帖子');
  });

  it('edits a post of mine with ?id= and sends bbsUpdate', async () => {
    serve((def) =>
      def === bbsShow
        ? Promise.resolve(postOf({ id: 5, body: '旧内容', actions: ['edit', 'delete'] }))
        : Promise.resolve(postOf({ id: 5, body: '新内容' })),
    );
    const { path } = open('/post/create?id=5');
    await waitFor(() => expect((bodyBox() as HTMLTextAreaElement).value).toBe('旧内容'));
    fireEvent.change(bodyBox(), { target: { value: '新内容' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(path()).toBe('/post/5'));
    expect(callsTo(bbsUpdate)[0]).toMatchObject({ id: 5, body: '新内容', tags: ['自驾游'] });
  });

  it('someone else’s post cannot be edited', async () => {
    serve(() => Promise.resolve(postOf({ id: 5, actions: ['like', 'report'] })));
    open('/post/create?id=5');
    expect(await screen.findByText('无法编辑')).toBeTruthy();
  });
});

describe('/post/tag/choose', () => {
  it('picks hot tags and creates one, and hands them back to the editor through the draft', async () => {
    serve((def) =>
      def === bbsTags
        ? Promise.resolve({ list: [tagOf('自驾游', 12, 1), tagOf('改装', 3, 2)] })
        : Promise.reject(new Error('unexpected')),
    );
    const { path } = open('/post/create');
    fireEvent.change(bodyBox(), { target: { value: '草稿' } });
    fireEvent.click(screen.getByRole('button', { name: /^选择话题，已选0个/ }));
    expect(path()).toBe('/post/tag/choose');
    fireEvent.click(await screen.findByRole('button', { name: /#自驾游/ }));
    expect(screen.getByRole('button', { name: '移除话题自驾游' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '川藏线' } });
    fireEvent.click(await screen.findByRole('button', { name: '创建话题 #川藏线' }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '有 空格' } });
    expect(await screen.findByText('（标签不能包含空格、逗号或#）')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(path()).toBe('/post/create'));
    expect(screen.getByRole('button', { name: /^选择话题，已选2个/ }).textContent).toBe('#自驾游 #川藏线');
    expect((bodyBox() as HTMLTextAreaElement).value).toBe('草稿');
    expect(screen.queryByText('已恢复上次未保存的内容，记得保存')).toBeNull();
  });

  it('a sixth tag is refused', async () => {
    writeDraft(draftKeyOf(), { ...emptyPostDraft(), tags: ['a1', 'a2', 'a3', 'a4', 'a5'] });
    serve(() => Promise.resolve({ list: [tagOf('改装', 3, 2)] }));
    open('/post/tag/choose');
    fireEvent.click(await screen.findByRole('button', { name: /#改装/ }));
    expect(await screen.findByText('最多5个话题')).toBeTruthy();
    expect(screen.getByText('已选话题 5/5')).toBeTruthy();
  });
});
