import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { blindBoxList, funlyList, saleList, type BlindBoxSummary, type FunlyCard } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { answer, listOf, renderAt, saleItemOf } from '../test-helpers';
import BuyTabPage from './buy-tab-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const boxOf = (over: Partial<BlindBoxSummary> = {}): BlindBoxSummary => ({
  id: 7,
  business_name: '示例车展运营公司',
  project_id: 3,
  project_name: '2026 山城国际车展',
  title: '车展限定盲盒',
  cover: '',
  price: 1990,
  daily_cap: 5,
  state: 'on',
  on_sale: true,
  start_time: 0,
  end_time: 0,
  remaining: 600,
  ...over,
});
const eventOf = (over: Partial<FunlyCard> = {}): FunlyCard => ({
  id: 11,
  title: '山城赛道体验日',
  cover: '',
  kind: 1,
  kind_label: '试驾',
  state: 'running',
  running_state: 4,
  running_label: '未开始',
  start_time: 1_790_000_000,
  end_time: 1_790_086_400,
  place: '悉尼赛道',
  distance_km: null,
  capacity: 50,
  taken: 3,
  price: 9900,
  like_count: 0,
  business_name: '示例车展运营公司',
  ...over,
});

const routes = [{ path: '/buy', element: <BuyTabPage /> }];

beforeEach(() => {
  vi.mocked(api.call).mockReset();
});

describe('BuyTabPage (购票)', () => {
  it('groups by exhibition (tickets and blind boxes) and lists the events’ paid tickets; each leads to its buy screen', async () => {
    answer([
      [
        saleList,
        () =>
          listOf([saleItemOf(), saleItemOf({ item_id: 6, name: '摩博会票', project_id: 4, project_name: '摩博会' })]),
      ],
      [blindBoxList, () => listOf([boxOf()])],
      [
        funlyList,
        () =>
          listOf([
            eventOf(),
            eventOf({ id: 12, title: '免费活动', price: 0 }),
            eventOf({ id: 13, title: '已结束', running_state: 5 }),
          ]),
      ],
    ]);
    const router = renderAt('/buy', routes);
    const expo = await screen.findByRole('region', { name: '2026 山城国际车展' });
    expect(within(expo).getByRole('article', { name: '普通票' })).toBeTruthy();
    const box = within(expo).getByRole('article', { name: '车展限定盲盒' });
    expect(box.textContent).toContain('¥19.90');
    expect(within(box).getByRole('link').getAttribute('href')).toBe('/little-action/blind-box?id=7');
    expect(
      within(screen.getByRole('region', { name: '摩博会' })).getByRole('article', { name: '摩博会票' }),
    ).toBeTruthy();
    const events = screen.getByRole('region', { name: '活动门票' });
    expect(within(events).getAllByRole('article')).toHaveLength(1);
    expect(within(events).getByRole('link').getAttribute('href')).toBe('/funly/show?id=11');
    fireEvent.click(within(expo).getByRole('button', { name: '购买' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exhibition/ticket/buy'));
  });

  it('empty: says nothing is on sale', async () => {
    answer([
      [saleList, () => listOf([])],
      [blindBoxList, () => listOf([])],
      [funlyList, () => listOf([])],
    ]);
    renderAt('/buy', routes);
    expect(await screen.findByText('暂无在售的门票、活动或盲盒')).toBeTruthy();
  });

  it('an error of every list offers 重试; one failing list still shows the rest', async () => {
    const fail = () => {
      throw new ApiError(1024, '网络异常，请稍后重试');
    };
    answer([
      [saleList, fail],
      [blindBoxList, fail],
      [funlyList, fail],
    ]);
    renderAt('/buy', routes);
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy();

    vi.mocked(api.call).mockReset();
    answer([
      [saleList, () => listOf([saleItemOf()])],
      [blindBoxList, fail],
      [funlyList, () => listOf([])],
    ]);
    renderAt('/buy', routes);
    expect(await screen.findByText('部分内容加载失败，下拉可重新加载')).toBeTruthy();
    expect(screen.getAllByRole('article', { name: '普通票' }).length).toBeGreaterThan(0);
  });
});
