import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { followList, userFollow, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import PersonalFollowPage from './personal-follow-page';
import { answerCalls, personCard, sentTo } from './personal-test-data';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const routes = [
  { path: '/personal/follow', element: <PersonalFollowPage /> },
  { path: '/my/follow', element: <PersonalFollowPage /> },
];

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  useSession.setState({ token: 't', uid: 1 });
  answerCalls(
    new Map<CallDef, (q: never) => unknown>([
      [
        followList,
        (q: { type: string; cursor: string }) =>
          q.type === 'followers'
            ? { list: [personCard(1, '我自己'), personCard(9, '小李', false)], next_cursor: '', page_size: 20 }
            : q.cursor === ''
              ? { list: [personCard(8, '阿强', true)], next_cursor: 'c2', page_size: 20 }
              : { list: [personCard(5, '老赵', true)], next_cursor: '', page_size: 20 },
      ],
      [userFollow, (q: { f: number }) => ({ following: q.f === 1, followed_by: false, follower_count: 1 })],
    ]),
  );
});

describe('/personal/follow', () => {
  it('关注 of a person, with the follow state of each; the button follows the answer', async () => {
    renderAt('/personal/follow?uid=7&type=following', routes);
    expect(await screen.findByRole('link', { name: '阿强的主页' })).toBeTruthy();
    expect(screen.getByText('阿强的签名')).toBeTruthy();
    expect(sentTo(followList)[0]).toEqual({ uid: 7, type: 'following', cursor: '', page_size: 20 });
    fireEvent.click(screen.getByRole('button', { name: '已关注' }));
    await waitFor(() => expect(sentTo(userFollow)).toEqual([{ u: 8, f: 0 }]));
    expect(await screen.findByRole('button', { name: '关注' })).toBeTruthy();
  });

  it('粉丝 tab keeps the type in the address; no button on myself', async () => {
    const { path } = renderAt('/personal/follow?uid=7', routes);
    fireEvent.click(await screen.findByRole('tab', { name: '粉丝' }));
    expect(await screen.findByRole('link', { name: '小李的主页' })).toBeTruthy();
    expect(path()).toBe('/personal/follow?uid=7&type=followers');
    expect(screen.getAllByRole('button', { name: '关注' })).toHaveLength(1);
  });

  it('/my/follow lists mine (no uid sent)', async () => {
    renderAt('/my/follow', routes);
    await screen.findByRole('link', { name: '阿强的主页' });
    expect(sentTo(followList)[0]).toEqual({ type: 'following', cursor: '', page_size: 20 });
  });
});
