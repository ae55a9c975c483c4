import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { funlyShow, funlyStats, funlyStatsList, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import { runCardOf, runDetailOf } from '../components/run-test-data';
import StatsListPage from './stats-list-page';
import StatsOverviewPage from './stats-overview-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const slot = { id: 4, title: '上午场', start_time: 1_750_000_000, end_time: 1_750_010_000, capacity: 20, booked: 6 };
const stats = {
  funly: runCardOf(),
  applications: 12,
  apply_counts: { '1': 7, '2': 2, '6': 3 },
  checked_in: 3,
  bookings: 6,
  slots: [slot],
  tickets_sold: 5,
  ticket_amount: 49900,
  likes: 8,
  forwards: 4,
  trends: {
    apply: [
      { date: '2025-06-01', count: 5 },
      { date: '2025-06-02', count: 7 },
    ],
    checkin: [{ date: '2025-06-02', count: 3 }],
    like: [],
    forward: [{ date: '2025-06-01', count: 4 }],
    ticket: [{ date: '2025-06-02', count: 5 }],
  },
};

const callsTo = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q as Record<string, unknown>);

beforeEach(() => {
  useSession.setState({ token: 't', uid: 2, businessId: 1 });
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockImplementation(((def: CallDef) => {
    if (def === funlyStats) return Promise.resolve(stats);
    if (def === funlyShow) return Promise.resolve(runDetailOf({ slots: [slot] }));
    if (def === funlyStatsList)
      return Promise.resolve({
        list: [{ user_id: 5, nickname: '车友小王', avatar: '', label: '上午场', value: 1, create_time: 1_750_000_100 }],
        count: 1,
        page_size: 20,
      });
    return Promise.reject(new Error(`unexpected ${def.path}`));
  }) as never);
});

const figure = (label: string) => screen.getByRole('listitem', { name: new RegExp(`^${label} `) });

describe('event statistics', () => {
  it('shows the overview figures (amount in 元) and the daily trends, charts loaded lazily', async () => {
    const { path } = renderAt('/funly-manage/statistics/9', [
      { path: '/funly-manage/statistics/:id', element: <StatsOverviewPage /> },
    ]);
    expect(await screen.findByText('周末车友聚会')).toBeTruthy();
    expect(figure('报名').textContent).toBe('报名12份');
    expect(figure('待签到').textContent).toBe('待签到7份');
    expect(figure('已签到').textContent).toBe('已签到3人次');
    expect(figure('预约').textContent).toBe('预约6人');
    expect(figure('售出门票').textContent).toBe('售出门票5张');
    expect(figure('售票金额').textContent).toBe('售票金额499.00元');
    expect(figure('点赞').textContent).toBe('点赞8次');
    expect(figure('转发').textContent).toBe('转发4次');
    expect(callsTo(funlyStats)).toEqual([{ id: 9, type: 'all' }]);
    const chart = await screen.findByRole('img', { name: /^报名每日趋势/ });
    expect(chart.getAttribute('aria-label')).toBe(
      '报名每日趋势：2025-06-01至2025-06-02共2天，合计12份，最高2025-06-02为7份',
    );
    expect(screen.getByRole('img', { name: '点赞每日趋势：暂无数据' })).toBeTruthy();
    const table = screen.getByRole('table', { name: '报名每日数据' });
    expect(within(table).getByText('2025-06-02').nextSibling?.textContent).toBe('7');
    fireEvent.click(screen.getByRole('button', { name: /上午场/ }));
    await waitFor(() =>
      expect(path()).toBe('/funly-manage/statistics/appoint/9?ctype=4&title=%E4%B8%8A%E5%8D%88%E5%9C%BA'),
    );
  });

  it('honours the type query and the title', async () => {
    renderAt('/funly-manage/statistics/9?type=like&title=点赞情况', [
      { path: '/funly-manage/statistics/:id', element: <StatsOverviewPage /> },
    ]);
    expect(await screen.findByText('点赞情况')).toBeTruthy();
    await screen.findByText('周末车友聚会');
    expect(figure('点赞').textContent).toBe('点赞8次');
    expect(screen.queryByRole('listitem', { name: /^报名 / })).toBeNull();
    expect(callsTo(funlyStats)).toEqual([{ id: 9, type: 'like' }]);
  });

  it('lists the rows behind a statistic with the route’s ctype, uid and title', async () => {
    renderAt('/funly-manage/statistics/appoint/9?ctype=4&uid=5&title=上午场预约', [
      { path: '/funly-manage/statistics/appoint/:id', element: <StatsListPage /> },
    ]);
    expect(await screen.findByRole('article', { name: '车友小王' })).toBeTruthy();
    expect(screen.getByText('上午场预约')).toBeTruthy();
    expect(callsTo(funlyStatsList)[0]).toEqual({ id: 9, kind: 'appoint', ctype: 4, uid: 5, page: 1, page_size: 10 });
  });

  it('defaults apply to every status (-1) and offers the status chips', async () => {
    renderAt('/funly-manage/statistics/apply/9', [
      { path: '/funly-manage/statistics/apply/:id', element: <StatsListPage /> },
    ]);
    await screen.findByRole('article', { name: '车友小王' });
    expect(callsTo(funlyStatsList)[0]).toMatchObject({ kind: 'apply', ctype: -1 });
    fireEvent.click(screen.getByText('已签到'));
    await waitFor(() => expect(callsTo(funlyStatsList).some((q) => q.ctype === 6)).toBe(true));
  });
});
