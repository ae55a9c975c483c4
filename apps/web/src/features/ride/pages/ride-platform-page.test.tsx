import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rideLeaderMine, rideList } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import { answerCalls, leaderOf, rideCardOf, sentTo } from '../components/ride-leader-test-data';
import RidePlatformPage from './ride-platform-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const open = () =>
  renderAt('/funly/rideTogetherPlatform', [{ path: '/funly/rideTogetherPlatform', element: <RidePlatformPage /> }]);
const rides = () => ({ list: [rideCardOf()], count: 1, page_size: 20 });
const mine = (leader: ReturnType<typeof leaderOf> | null) => () => ({
  leader,
  can_create: leader?.state === 'approved',
});

beforeEach(() => {
  vi.mocked(api.call).mockReset();
});

describe('约骑平台', () => {
  it('none: explains and offers 申请成为领队 (a new form), with open rides', async () => {
    answerCalls([
      [rideLeaderMine, mine(null)],
      [rideList, rides],
    ]);
    const { path } = open();
    expect(await screen.findByText('周末环湖骑行')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '申请成为领队' }));
    await waitFor(() => expect(path()).toMatch(/^\/funly\/rideTogetherPlatform\/form\/0\/\d+$/));
    expect(sentTo(rideList)[0]).toMatchObject({ keyword: '', page: 1 });
  });

  it('pending: 审核中 and no button', async () => {
    answerCalls([
      [rideLeaderMine, mine(leaderOf({ state: 'pending' }))],
      [rideList, rides],
    ]);
    open();
    expect(await screen.findByText('审核中')).toBeTruthy();
    expect(screen.getByText('你的领队申请正在审核中，结果会通过消息通知你。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '申请成为领队' })).toBeNull();
    expect(screen.queryByRole('button', { name: '发起骑行' })).toBeNull();
  });

  it('rejected: the reason and 重新申请 with the row id', async () => {
    answerCalls([
      [rideLeaderMine, mine(leaderOf({ id: 8, state: 'rejected', reject_reason: '驾驶证照片不清晰' }))],
      [rideList, rides],
    ]);
    const { path } = open();
    expect(await screen.findByText('未通过原因：驾驶证照片不清晰')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新申请' }));
    await waitFor(() => expect(path()).toMatch(/^\/funly\/rideTogetherPlatform\/form\/8\/\d+$/));
  });

  it('approved: 认证领队, 发起骑行 and 我发起的骑行', async () => {
    answerCalls([
      [rideLeaderMine, mine(leaderOf())],
      [rideList, () => ({ list: [], count: 0, page_size: 20 })],
    ]);
    const { path } = open();
    expect(await screen.findByText('认证领队', { selector: '.adm-tag' })).toBeTruthy();
    expect(await screen.findByText('暂无进行中的骑行')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '我发起的骑行' }));
    await waitFor(() => expect(path()).toBe('/funly-ride/manage'));
  });

  it('not logged in: explains and offers login, without asking for the leader state', async () => {
    answerCalls([[rideList, rides]]);
    useSession.setState({ token: '' });
    const { path } = open();
    expect(await screen.findByText('登录后可查看你的领队状态、申请成为领队或发起骑行。')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(path()).toBe('/login?redirect=%2Ffunly%2FrideTogetherPlatform'));
    expect(sentTo(rideLeaderMine)).toHaveLength(0);
  });
});
