import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { centerIndex, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import PersonalDetailPage from './personal-detail-page';
import { answerCalls, profile, relation } from './personal-test-data';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const routes = [{ path: '/personal/detail', element: <PersonalDetailPage /> }];

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  useSession.setState({ token: 't', uid: 1 });
});

describe('/personal/detail', () => {
  it('the profile details with badges, counts and the relation; follow and the menu', async () => {
    answerCalls(
      new Map<CallDef, (q: never) => unknown>([
        [
          centerIndex,
          () => ({
            profile: profile({ badges: ['认证车主'] }),
            relation: relation({ following: true, followed_by: true }),
          }),
        ],
      ]),
    );
    renderAt('/personal/detail?uid=7', routes);
    expect(await screen.findByText('用户ID')).toBeTruthy();
    expect(screen.getAllByText('认证车主').length).toBeGreaterThan(0);
    expect(screen.getAllByText('互相关注').length).toBe(2); // the button and the 关系 row
    expect(screen.getByRole('button', { name: '更多操作' })).toBeTruthy();
    expect(screen.queryByText('收藏')).toBeNull();
  });

  it('a wrong uid says so without asking', async () => {
    renderAt('/personal/detail?uid=abc', routes);
    expect(await screen.findByText('用户不存在')).toBeTruthy();
    expect(vi.mocked(api.call)).not.toHaveBeenCalled();
  });
});
