import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bbsList, bbsTags, type CallDef } from '@kc/shared';
import { cursorPageOf, postOf, tagOf } from '../../../components/feed/post-test-data';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import CommunityPage from './community-page';

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
const open = (url: string) => renderAt(url, [{ path: '/tag/search', element: <CommunityPage /> }]);
const feeds: Handler = (def, q) => {
  if (def === bbsTags) {
    const k = (q as { keyword: string }).keyword;
    return Promise.resolve({ list: k ? [tagOf(`${k}之旅`, 2, 9)] : [tagOf('自驾游', 12, 1), tagOf('摩旅', 5, 2)] });
  }
  if (def === bbsList) {
    const { kind, tag } = q as { kind: string; tag?: string };
    return Promise.resolve(cursorPageOf([postOf({ id: kind.length, body: `${kind}${tag ?? ''}的帖子` })]));
  }
  return Promise.reject(new Error('unexpected'));
};

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  useSession.setState({ token: 't', uid: 1 });
});

describe('/tag/search (车友圈)', () => {
  it('shows hot tags and the latest feed; 关注 switches the feed; 发帖 opens the editor', async () => {
    serve(feeds);
    const { path } = open('/tag/search');
    expect(await screen.findByText('latest的帖子')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '#自驾游' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '关注' }));
    expect(await screen.findByText('following的帖子')).toBeTruthy();
    expect(callsTo(bbsList)).toContainEqual({ kind: 'following', cursor: '', page_size: 10 });
    fireEvent.click(screen.getByRole('button', { name: '发帖' }));
    expect(path()).toBe('/post/create');
  });

  it('a hot tag opens its feed and joins the history', async () => {
    serve(feeds);
    const { path } = open('/tag/search');
    fireEvent.click(await screen.findByRole('button', { name: '#摩旅' }));
    expect(await screen.findByText('tag摩旅的帖子')).toBeTruthy();
    expect(path()).toBe('/tag/search?tag=%E6%91%A9%E6%97%85');
    expect(screen.getByRole('tab', { name: '#摩旅' })).toBeTruthy();
    expect(localStorage.getItem('tag-search-history')).toBe('["摩旅"]');
  });

  it('searches tags 500 ms after typing and opens the picked one', async () => {
    serve(feeds);
    open('/tag/search');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '川藏' } });
    fireEvent.click(await screen.findByRole('button', { name: /#川藏之旅/ }, { timeout: 3000 }));
    expect(callsTo(bbsTags)).toContainEqual({ keyword: '川藏', page_size: 20 });
    expect(await screen.findByText('tag川藏之旅的帖子')).toBeTruthy();
  });

  it('?tag= opens on that tag’s feed', async () => {
    serve(feeds);
    open('/tag/search?tag=%E6%94%B9%E8%A3%85');
    expect(await screen.findByText('tag改装的帖子')).toBeTruthy();
    await waitFor(() => expect(callsTo(bbsList)).toEqual([{ kind: 'tag', tag: '改装', cursor: '', page_size: 10 }]));
  });
});
