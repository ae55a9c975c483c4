import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  carBookingHandle,
  carBookingList,
  saleAdvisorDelete,
  saleAdvisorList,
  showCarAction,
  showCarMine,
  type ShowCarManageCard,
} from '@kc/shared';
import { confirmAction } from '../../../components/ui/confirm';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { renderAt } from '../../../test/render-at';
import { advisorOf, answerCalls, bookingOf, cardOf, sentTo } from '../components/showroom-test-data';
import CarSelfSaleListPage from './car-self-sale-list-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../components/ui/confirm', () => ({ confirmAction: vi.fn(() => Promise.resolve(true)) }));

const manageCard = (over: Partial<ShowCarManageCard> = {}): ShowCarManageCard => ({
  ...cardOf(),
  reject_reason: '',
  has_pending_change: false,
  actions: ['edit', 'off_shelf', 'sold'],
  pending_bookings: 0,
  update_time: 1780000000,
  ...over,
});
const LISTED = manageCard({ pending_bookings: 2, has_pending_change: true, actions: ['off_shelf', 'sold'] });
const DRAFT = manageCard({
  id: 44,
  name: '宝马 3系',
  state: 'draft',
  state_label: '草稿',
  price_text: '价格待定',
  actions: ['edit', 'submit', 'delete'],
});
const REJECTED = manageCard({
  id: 45,
  name: '理想 理想L7',
  state: 'rejected',
  state_label: '未通过',
  reject_reason: '照片不清晰',
  actions: ['edit', 'submit', 'delete'],
});
const routes = [{ path: '/show-car/carSelfSalelist', element: <CarSelfSaleListPage /> }];

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  vi.mocked(confirmAction).mockClear();
  answerCalls([
    [
      showCarMine,
      () => ({
        list: [LISTED, DRAFT, REJECTED],
        count: 3,
        page_size: 10,
        counts: { listed: 1, draft: 1, rejected: 1 },
      }),
    ],
    [showCarAction, (q) => ({ car: q.action === 'delete' ? null : { ...LISTED, state: 'off_shelf' } })],
    [saleAdvisorList, () => ({ list: [{ ...advisorOf(), car_count: 2 }] })],
    [saleAdvisorDelete, () => ({ id: 3 })],
    [carBookingList, () => ({ list: [bookingOf()], count: 1, page_size: 10 })],
    [carBookingHandle, () => bookingOf({ state: 'done', state_label: '已看车' })],
  ]);
});

describe('/show-car/carSelfSalelist', () => {
  it('lists the listings with their state, reason, waiting change and bookings; counts in the tabs', async () => {
    renderAt('/show-car/carSelfSalelist', routes);
    expect(await screen.findByText('未通过原因：照片不清晰')).toBeTruthy();
    expect(screen.getByText('修改审核中，通过前展示原内容')).toBeTruthy();
    expect(screen.getByText('2个待看车预约')).toBeTruthy();
    expect(await screen.findByText('在售(1)')).toBeTruthy();
    expect(screen.getByText('全部(3)')).toBeTruthy();
  });

  it('下架 and 删除 ask first, then act', async () => {
    renderAt('/show-car/carSelfSalelist', routes);
    const listed = (await screen.findByRole('link', { name: /比亚迪 海豹/ })).closest('article')!;
    fireEvent.click(within(listed).getByRole('button', { name: '下架' }));
    await waitFor(() => expect(sentTo(showCarAction)).toEqual([{ id: 31, action: 'off_shelf' }]));
    expect(vi.mocked(confirmAction).mock.calls[0]![0]).toContain('确定下架');
    const draft = screen.getByRole('link', { name: /宝马 3系/ }).closest('article')!;
    vi.mocked(confirmAction).mockResolvedValueOnce(false);
    fireEvent.click(within(draft).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(confirmAction).toHaveBeenCalledTimes(2));
    expect(sentTo(showCarAction)).toHaveLength(1);
    fireEvent.click(within(draft).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(sentTo(showCarAction)[1]).toEqual({ id: 44, action: 'delete' }));
    expect(vi.mocked(confirmAction).mock.calls[2]).toEqual([
      '确定删除「宝马 3系」吗？删除后不可恢复',
      { danger: true },
    ]);
  });

  it('the advisors tab manages advisors; the bookings tab marks a viewing done', async () => {
    renderAt('/show-car/carSelfSalelist?tab=advisors', routes);
    expect(await screen.findByText('负责 2 辆车')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(sentTo(saleAdvisorDelete)).toEqual([{ id: 3 }]));
    expect(vi.mocked(confirmAction).mock.calls[0]![0]).toContain('负责2辆车');

    fireEvent.click(screen.getByText('看车预约'));
    const row = await screen.findByRole('article', { name: /的看车预约/ });
    expect(within(row).getByRole('link', { name: '13800000001' }).getAttribute('href')).toBe('tel:13800000001');
    fireEvent.click(within(row).getByRole('button', { name: '已看车' }));
    await waitFor(() => expect(sentTo(carBookingHandle)).toEqual([{ id: 7, action: 'done' }]));
    expect(sentTo(carBookingList)[0]).toMatchObject({ state: 'pending' });
  });
});
