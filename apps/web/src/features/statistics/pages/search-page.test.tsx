import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { statisticsChannelList, statisticsTicketList, statisticsUserList } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { renderAt } from '../../../test/render-at';
import { answerCalls, page, rankOf, sentTo } from '../components/statistics-test-data';
import EfficiencySearchPage from './search-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const routes = [{ path: '/efficiency/search/:type', element: <EfficiencySearchPage /> }];
const ticket = rankOf({
  id: 31,
  name: '车展门票',
  product_type: 1,
  project_id: 3,
  project_name: '2026重庆车展',
  total_stock: 5000,
});

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  answerCalls([
    [statisticsTicketList, () => page([ticket])],
    [statisticsUserList, () => page([rankOf({ user_id: 21, user_name: '推广员小李', avatar: '' })])],
    [statisticsChannelList, () => page([rankOf({ id: 11, channel_name: '渠道·重庆旅行社', channel_icon: '' })])],
  ]);
});

describe('/efficiency/search/:type', () => {
  it('opens at once with the stored history; the text searches after 500 ms; 立即查看 opens the item', async () => {
    localStorage.setItem('efficiency-search-ticket', JSON.stringify(['a', 'b', 'c', 'd', 'e', 'f']));
    const { path } = renderAt('/efficiency/search/ticket?start_date=2026-04-01&end_date=2026-04-30', routes);
    const box = await screen.findByRole('searchbox', { name: '搜索门票名称' });
    const history = screen.getByRole('region', { name: '搜索历史' });
    expect(within(history).getAllByRole('button', { name: /^[a-f]$/ })).toHaveLength(5);
    fireEvent.click(within(history).getByRole('button', { name: '更多' }));
    expect(within(history).getAllByRole('button', { name: /^[a-f]$/ })).toHaveLength(6);
    expect(sentTo(statisticsTicketList)).toHaveLength(0);

    fireEvent.change(box, { target: { value: '门票' } });
    expect(sentTo(statisticsTicketList)).toHaveLength(0);
    const row = await screen.findByRole('article', { name: /车展门票\s*，第\d+名/ });
    expect(sentTo(statisticsTicketList)).toEqual([
      { start_date: '2026-04-01', end_date: '2026-04-30', search: '门票', ticket_type: 1, page: 1, page_size: 10 },
    ]);
    fireEvent.click(within(row).getByRole('button', { name: /^立即查看/ }));
    await waitFor(() =>
      expect(path()).toBe('/efficiency/detail/ticket?id=31&projectid=3&start_date=2026-04-01&end_date=2026-04-30'),
    );
    // the search is kept: unique, newest first, at most 10
    expect(JSON.parse(localStorage.getItem('efficiency-search-ticket')!)).toEqual([
      '门票',
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
    ]);
  });

  it('an empty text searches nothing', async () => {
    renderAt('/efficiency/search/coupon', routes);
    const box = await screen.findByRole('searchbox', { name: '搜索优惠券名称' });
    fireEvent.change(box, { target: { value: '   ' } });
    await new Promise((r) => setTimeout(r, 700));
    expect(sentTo(statisticsTicketList)).toHaveLength(0);
    expect(screen.getByText('输入优惠券名称搜索效能数据')).toBeTruthy();
  });

  it('spread searches the promoters (userList)', async () => {
    renderAt('/efficiency/search/spread', routes);
    fireEvent.change(await screen.findByRole('searchbox', { name: '搜索推广人名称' }), { target: { value: '小李' } });
    expect(await screen.findByRole('button', { name: /推广员小李\s*，第\d+名/ })).toBeTruthy();
    expect(sentTo(statisticsUserList)).toEqual([{ search: '小李', page: 1, page_size: 10 }]);
  });

  it('channel searches the channels (channelList)', async () => {
    const { path } = renderAt('/efficiency/search/channel', routes);
    fireEvent.change(await screen.findByRole('searchbox', { name: '搜索渠道名称' }), { target: { value: '旅行社' } });
    fireEvent.click(await screen.findByRole('button', { name: /渠道·重庆旅行社\s*，第\d+名/ }));
    expect(sentTo(statisticsChannelList)).toEqual([{ search: '旅行社', page: 1, page_size: 10 }]);
    await waitFor(() => expect(path()).toBe('/efficiency/channel/detail?id=11'));
  });
});
