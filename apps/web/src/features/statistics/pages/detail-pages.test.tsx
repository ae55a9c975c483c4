import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { statisticsCouponInfo, statisticsIndex, statisticsTicketInfo } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { renderAt } from '../../../test/render-at';
import { answerCalls, recordOf, sentTo } from '../components/statistics-test-data';
import ItemDetailPage from './item-detail-page';
import RecordDetailPage from './record-detail-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const routes = [
  { path: '/efficiency/project/detail', element: <RecordDetailPage /> },
  { path: '/efficiency/channel/detail', element: <RecordDetailPage /> },
  { path: '/efficiency/spread/detail', element: <RecordDetailPage /> },
  { path: '/efficiency/detail/:type', element: <ItemDetailPage /> },
];
const item = {
  id: 31,
  name: '车展门票',
  product_type: 1,
  project_id: 3,
  project_name: '2026重庆车展',
  total_stock: 5000,
  state: 'published',
};
const figure = (label: string) => screen.getByRole('listitem', { name: new RegExp(`^${label} `) });

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  answerCalls([
    [
      statisticsIndex,
      (q) => ({ ...recordOf({ ticket_issued_count: 600 }), title: q.channel_id ? '渠道·重庆旅行社' : '2026重庆车展' }),
    ],
    [statisticsTicketInfo, () => ({ ...recordOf({ ticket_issued_count: 90 }), item })],
    [statisticsCouponInfo, () => ({ ...recordOf(), item: { ...item, name: '试驾礼券', product_type: 2 } })],
  ]);
});

describe('record details', () => {
  it('/efficiency/project/detail shows the project’s record under its name, in the link’s range', async () => {
    renderAt('/efficiency/project/detail?id=3&start_date=2026-04-01&end_date=2026-04-30', routes);
    expect(await screen.findByRole('heading', { name: '2026重庆车展' })).toBeTruthy();
    expect(screen.getByText('项目效能详情')).toBeTruthy();
    expect(figure('已发放').textContent).toBe('已发放600张');
    expect(sentTo(statisticsIndex)).toEqual([{ start_date: '2026-04-01', end_date: '2026-04-30', project_id: 3 }]);
    expect(screen.getByRole('img', { name: /^发放每日趋势/ })).toBeTruthy();
  });

  it('/efficiency/channel/detail asks by channel_id and shows what a channel is counted by', async () => {
    renderAt('/efficiency/channel/detail?id=11', routes);
    expect(await screen.findByRole('heading', { name: '渠道·重庆旅行社' })).toBeTruthy();
    expect(sentTo(statisticsIndex)).toEqual([{ channel_id: 11 }]);
    expect(figure('已发放').textContent).toBe('已发放600张');
    // a channel's counters hold issued, given and came: no zeros standing for figures not kept per channel
    expect(screen.queryByRole('listitem', { name: /^退票/ })).toBeNull();
    expect(screen.queryByRole('img', { name: /^核销点核销/ })).toBeNull();
    expect(screen.getByRole('img', { name: /^发放每日趋势/ })).toBeTruthy();
  });

  it('/efficiency/spread/detail asks by promoter_id', async () => {
    renderAt('/efficiency/spread/detail?id=21', routes);
    await screen.findByRole('list', { name: '效能数据概览' });
    expect(sentTo(statisticsIndex)).toEqual([{ promoter_id: 21 }]);
  });

  it('a detail without an id says so and asks nothing', async () => {
    renderAt('/efficiency/project/detail', routes);
    expect(await screen.findByText('数据不存在')).toBeTruthy();
    expect(sentTo(statisticsIndex)).toHaveLength(0);
  });

  it('/efficiency/detail/ticket shows the item’s record with its project and stock', async () => {
    renderAt('/efficiency/detail/ticket?id=31&projectid=3', routes);
    expect(await screen.findByRole('heading', { name: '车展门票' })).toBeTruthy();
    expect(screen.getByText('门票效能')).toBeTruthy();
    expect(screen.getByText('2026重庆车展 · 总量5000')).toBeTruthy();
    expect(figure('已发放').textContent).toBe('已发放90张');
    expect(sentTo(statisticsTicketInfo)).toEqual([{ id: 31, projectid: 3 }]);
    // promoters are counted per project: an item's page shows no promoter figure or ranking rather than a false 0
    expect(screen.queryByRole('listitem', { name: /^推广人数/ })).toBeNull();
    expect(screen.queryByRole('img', { name: /^推广发放/ })).toBeNull();
    expect(screen.getByRole('listitem', { name: /^渠道发放/ })).toBeTruthy();
  });

  it('/efficiency/detail/coupon asks couponInfo', async () => {
    renderAt('/efficiency/detail/coupon?id=32&start_date=2026-04-01&end_date=2026-04-01', routes);
    expect(await screen.findByRole('heading', { name: '试驾礼券' })).toBeTruthy();
    expect(sentTo(statisticsCouponInfo)).toEqual([{ id: 32, start_date: '2026-04-01', end_date: '2026-04-01' }]);
  });
});
