import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bbsList, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import PersonalFavoritePage from './personal-favorite-page';
import { answerCalls, emptyFeed, sentTo } from './personal-test-data';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const routes = [
  { path: '/personal/favorite', element: <PersonalFavoritePage /> },
  { path: '/my/favorite', element: <PersonalFavoritePage /> },
];

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  useSession.setState({ token: 't', uid: 1 });
  answerCalls(new Map<CallDef, (q: never) => unknown>([[bbsList, () => emptyFeed]]));
});

describe('favourites', () => {
  it('/my/favorite: my favourite feed', async () => {
    renderAt('/my/favorite', routes);
    expect(await screen.findByText('还没有收藏的帖子')).toBeTruthy();
    await waitFor(() => expect(sentTo(bbsList)[0]).toMatchObject({ kind: 'favorite' }));
  });

  it('/personal/favorite of someone else: 收藏仅本人可见, nothing asked', async () => {
    renderAt('/personal/favorite?uid=7', routes);
    expect(await screen.findByText('收藏仅本人可见')).toBeTruthy();
    expect(sentTo(bbsList)).toHaveLength(0);
  });

  it('/personal/favorite with my uid shows mine', async () => {
    renderAt('/personal/favorite?uid=1', routes);
    expect(await screen.findByText('还没有收藏的帖子')).toBeTruthy();
  });
});
