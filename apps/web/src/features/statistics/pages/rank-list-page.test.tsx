import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { statisticsChannelList, statisticsProjectList, statisticsTicketList, statisticsUserList } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { renderAt } from '../../../test/render-at';
import { answerCalls, page, rankOf, sentTo } from '../components/statistics-test-data';
import RankListPage from './rank-list-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const routes = [
  { path: '/efficiency/project', element: <RankListPage /> },
  { path: '/efficiency/channel', element: <RankListPage /> },
  { path: '/efficiency/spread', element: <RankListPage /> },
  { path: '/efficiency/:type', element: <RankListPage /> },
];
const RANGE = 'start_date=2026-04-01&end_date=2026-04-30';

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  answerCalls([
    [
      statisticsProjectList,
      () =>
        page([
          rankOf({ id: 3, name: '2026重庆车展', item_count: 4 }, 600, 210),
          rankOf({ id: 4, name: '新春试驾会', item_count: 1 }),
        ]),
    ],
    [statisticsChannelList, () => page([rankOf({ id: 11, channel_name: '渠道·重庆旅行社', channel_icon: '' })])],
    [statisticsUserList, () => page([rankOf({ user_id: 21, user_name: '推广员小李', avatar: '' })])],
    [
      statisticsTicketList,
      () =>
        page([
          rankOf({
            id: 31,
            name: '车展门票',
            product_type: 1,
            project_id: 3,
            project_name: '2026重庆车展',
            total_stock: 5000,
          }),
        ]),
    ],
  ]);
});

describe('ranked lists', () => {
  it('/efficiency/project ranks the projects with 发放, 核销, 核销率 and 占比 in the range', async () => {
    const { path } = renderAt(`/efficiency/project?${RANGE}`, routes);
    const row = await screen.findByRole('button', { name: /2026重庆车展\s*，第\d+名/ });
    expect(screen.getByText('项目效能')).toBeTruthy();
    expect(row.textContent).toContain('，第1名');
    expect(within(row).getByText('4种票券')).toBeTruthy();
    expect(within(row).getByText('发放').textContent).toBe('发放600');
    expect(within(row).getByText('核销').textContent).toBe('核销210');
    expect(within(row).getByText('核销率').textContent).toBe('核销率35%');
    expect(within(row).getByText('占比').textContent).toBe('占比8.3%');
    expect(sentTo(statisticsProjectList)[0]).toEqual({
      start_date: '2026-04-01',
      end_date: '2026-04-30',
      page: 1,
      page_size: 10,
    });
    fireEvent.click(row);
    await waitFor(() => expect(path()).toBe(`/efficiency/project/detail?id=3&${RANGE}`));
  });

  it('the search box searches 1500 ms after the last keystroke; an empty text is no search', async () => {
    renderAt('/efficiency/channel', routes);
    await screen.findByRole('button', { name: /渠道·重庆旅行社\s*，第\d+名/ });
    expect(sentTo(statisticsChannelList)).toEqual([{ page: 1, page_size: 10 }]);
    const box = screen.getByRole('searchbox', { name: '搜索渠道名称' });
    fireEvent.change(box, { target: { value: '旅' } });
    fireEvent.change(box, { target: { value: '旅行社' } });
    await new Promise((r) => setTimeout(r, 1000));
    expect(sentTo(statisticsChannelList)).toHaveLength(1);
    await waitFor(() => expect(sentTo(statisticsChannelList)).toHaveLength(2), { timeout: 3000 });
    expect(sentTo(statisticsChannelList)[1]).toEqual({ search: '旅行社', page: 1, page_size: 10 });
    // cleared: the whole list again at once, never an empty search
    fireEvent.change(box, { target: { value: ' ' } });
    expect(await screen.findByRole('button', { name: /渠道·重庆旅行社\s*，第\d+名/ })).toBeTruthy();
    expect(sentTo(statisticsChannelList).some((q) => 'search' in q && q.search !== '旅行社')).toBe(false);
  });

  it('/efficiency/spread ranks the promoters; a row opens the promoter’s record', async () => {
    const { path } = renderAt('/efficiency/spread', routes);
    fireEvent.click(await screen.findByRole('button', { name: /推广员小李\s*，第\d+名/ }));
    await waitFor(() => expect(path()).toBe('/efficiency/spread/detail?id=21'));
  });

  it('/efficiency/coupon asks for ticket_type 2; a row opens the item’s record with its project', async () => {
    const { path } = renderAt(`/efficiency/coupon?${RANGE}`, routes);
    const row = await screen.findByRole('button', { name: /车展门票\s*，第\d+名/ });
    expect(screen.getByText('优惠券效能')).toBeTruthy();
    expect(within(row).getByText('2026重庆车展 · 总量5000')).toBeTruthy();
    expect(sentTo(statisticsTicketList)[0]).toMatchObject({ ticket_type: 2, start_date: '2026-04-01' });
    fireEvent.click(row);
    await waitFor(() => expect(path()).toBe(`/efficiency/detail/coupon?id=31&projectid=3&${RANGE}`));
  });

  it('the header’s search opens the search screen of the list', async () => {
    const { path } = renderAt(`/efficiency/ticket?${RANGE}`, routes);
    await screen.findByRole('button', { name: /车展门票\s*，第\d+名/ });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(path()).toBe(`/efficiency/search/ticket?${RANGE}`));
  });
});
