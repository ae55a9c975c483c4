import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createOrder, ErrorCode, familyList, saleList, type SaleItem } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { answer, callsOf, listOf, recipientOf, renderAt, saleItemOf } from '../test-helpers';
import DistributeBuyPage from './distribute-buy-page';
import ExhibitionTicketPage from './exhibition-ticket-page';
import TicketBuyPage from './ticket-buy-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const normal = saleItemOf();
const vip = saleItemOf({ item_id: 6, name: 'VIP票', sell_value: 28000, remaining: 3, per_user_limit: 5 });
const soldOut = saleItemOf({ item_id: 8, name: '早鸟票', sell_value: 5000, remaining: 0 });
const all = [normal, vip, soldOut];
let create: (q: unknown) => unknown;

const saleAnswer = (q: unknown) => {
  const query = q as { item_id?: number; project_id?: number };
  const list: SaleItem[] = query.item_id
    ? all.filter((i) => i.item_id === query.item_id)
    : all.filter((i) => !query.project_id || i.project_id === query.project_id);
  return listOf(list);
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  useSession.setState({ token: 't', uid: 1 });
  create = () => ({ id: 41, order_sn: 'KC41', expire_time: 0, amount: 0 });
  vi.mocked(api.call).mockReset();
  answer([
    [saleList, saleAnswer],
    [familyList, () => ({ list: [recipientOf(), recipientOf({ id: 2, name: '王妈妈', is_self: false })] })],
    [createOrder, (q) => create(q)],
  ]);
});

const routes = [
  { path: '/exhibition/ticket', element: <ExhibitionTicketPage /> },
  { path: '/exhibition/ticket/buy', element: <TicketBuyPage /> },
  { path: '/app/distribute-buy', element: <DistributeBuyPage /> },
];

describe('ExhibitionTicketPage', () => {
  it('lists the tickets on sale with price, validity and stock; sold out cannot be bought; 购买 opens the buy screen', async () => {
    const router = renderAt('/exhibition/ticket', routes);
    const card = await screen.findByRole('article', { name: '普通票' });
    expect(within(card).getByText('80.00')).toBeTruthy();
    expect(within(card).getByText('有效期 2026.05.01 - 2026.05.07')).toBeTruthy();
    expect(within(card).getByText('剩余 100 张')).toBeTruthy();
    const gone = screen.getByRole('article', { name: '早鸟票' });
    expect(within(gone).getByText('已售罄')).toBeTruthy();
    expect(within(gone).getByRole('button', { name: '购买' })).toHaveProperty('disabled', true);
    fireEvent.click(within(card).getByRole('button', { name: '购买' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exhibition/ticket/buy'));
    expect(router.state.location.search).toBe('?id=5');
  });

  it('the whole card is a link to the ticket’s buy screen, named after it', async () => {
    const router = renderAt('/exhibition/ticket', routes);
    const card = await screen.findByRole('article', { name: 'VIP票' });
    const link = within(card).getByRole('link', { name: 'VIP票' });
    expect(link.getAttribute('href')).toBe('/exhibition/ticket/buy?id=6');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.search).toBe('?id=6'));
    expect(router.state.location.pathname).toBe('/exhibition/ticket/buy');
  });

  it('面值 only when above the price (an equal one would look like a fake discount)', async () => {
    all.push(
      saleItemOf({ item_id: 11, name: '平价票', sell_value: 6000, par_value: 6000 }),
      saleItemOf({ item_id: 12, name: '折扣票', sell_value: 6000, par_value: 9000 }),
    );
    try {
      renderAt('/exhibition/ticket', routes);
      const same = await screen.findByRole('article', { name: '平价票' });
      expect(within(same).queryByText(/面值/)).toBeNull();
      const off = screen.getByRole('article', { name: '折扣票' });
      expect(within(off).getByText('面值 ¥90.00')).toBeTruthy();
    } finally {
      all.splice(3);
    }
  });

  it('?project_id= shows one project; 只看该展会门票 filters, 查看全部 clears', async () => {
    const router = renderAt('/exhibition/ticket', routes);
    const card = await screen.findByRole('article', { name: '普通票' });
    expect(within(card).getByText('2026 山城国际车展')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: '只看该展会门票：2026 山城国际车展' }));
    await waitFor(() => expect(router.state.location.search).toBe('?project_id=3'));
    await waitFor(() => expect(callsOf(saleList).at(-1)).toEqual({ project_id: 3, page: 1, page_size: 10 }));
    fireEvent.click(await screen.findByRole('button', { name: '查看全部' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('TicketBuyPage', () => {
  it('chooses the type among the project’s tickets, the quantity within stock and limit, a family holder; 提交订单 → payment', async () => {
    const router = renderAt('/exhibition/ticket/buy?id=5', routes);
    const types = await screen.findByRole('region', { name: '选择票种' });
    expect(within(types).getByText('¥280.00 · 剩余 3 张')).toBeTruthy();
    fireEvent.click(within(types).getByText('VIP票'));
    const qty = screen.getByRole('region', { name: '购买数量' });
    expect(within(qty).getByText('剩余 3 张 · 每人限购 5 张')).toBeTruthy();
    const plus = qty.querySelector('.adm-stepper-plus') as HTMLButtonElement;
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(plus.disabled).toBe(true); // 3 = min(stock 3, limit 5, 20)
    expect(screen.getByText('¥840.00')).toBeTruthy();
    const holders = screen.getByRole('region', { name: '持票人' });
    expect(within(holders).getByRole('link', { name: '管理常用领取人' }).getAttribute('href')).toBe(
      '/my/add-recipient/0',
    );
    fireEvent.click(within(holders).getByText('王妈妈'));
    fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/order/payment/41'));
    expect(callsOf(createOrder)[0]).toEqual({
      type: 1,
      data: { item_id: 6, quantity: 3, recipient_id: 2, spm: '' },
    });
  });

  it('shows the server’s refusal (sold out) and keeps the choices', async () => {
    create = () => {
      throw new ApiError(ErrorCode.SOLD_OUT, '已售罄');
    };
    renderAt('/exhibition/ticket/buy?id=5', routes);
    fireEvent.click(await screen.findByRole('button', { name: '提交订单' }));
    expect(await screen.findByText('已售罄')).toBeTruthy();
    expect(callsOf(createOrder)[0]).toMatchObject({ data: { item_id: 5, quantity: 1, recipient_id: null } });
  });

  it('请先填写报名表: the message with a button to the application form', async () => {
    create = () => {
      throw new ApiError(ErrorCode.CONFLICT, '请先填写报名表');
    };
    const router = renderAt('/exhibition/ticket/buy?id=5', routes);
    fireEvent.click(await screen.findByRole('button', { name: '提交订单' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('请先填写报名表')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: '去填写报名表' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invitation/enter-blank/1/5'));
  });

  it('an item no longer on sale, or a link without an id', async () => {
    renderAt('/exhibition/ticket/buy?id=99', routes);
    expect(await screen.findByText('该商品当前不可购买')).toBeTruthy();
  });
});

describe('DistributeBuyPage', () => {
  it('buys one distributed item with the link’s spm', async () => {
    const router = renderAt('/app/distribute-buy?id=6&spm=ag7Kx2', routes);
    await screen.findByRole('article', { name: 'VIP票' });
    expect(screen.queryByRole('region', { name: '选择票种' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/order/payment/41'));
    expect(callsOf(createOrder)[0]).toEqual({
      type: 1,
      data: { item_id: 6, quantity: 1, recipient_id: null, spm: 'ag7Kx2' },
    });
  });
});
