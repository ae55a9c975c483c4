import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ErrorCode,
  receiveList,
  receiveSurveySubmit,
  receiveUser,
  surveyInfo,
  waitOutsideInfo,
  type CallDef,
} from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError, SPM_STORAGE_KEY } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { cardOf, listOf, receivableOf, renderAt } from '../test-helpers';
import MerchantCouponPage from './merchant-coupon-page';
import ReceivePage from './receive-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const survey = {
  type: 1,
  title: '观展小调查',
  questions: [{ key: 'day', label: '您计划哪天到场？', options: ['周五', '周六'] }],
};
let receive: () => Promise<unknown>;

beforeEach(() => {
  useSession.setState({ token: 't', uid: 1 });
  receive = () =>
    Promise.resolve({
      order_sn: 'R1',
      ticket_type: 1,
      user_wait_id: 0,
      create_time: 0,
      holding_id: 77,
      card: cardOf({ holding_id: 77 }),
    });
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockImplementation(((def: CallDef) => {
    if (def === receiveList)
      return Promise.resolve(
        listOf([receivableOf(), receivableOf({ item_id: 6, name: '已发完的券', product_type: 2, remaining: 0 })]),
      );
    if (def === receiveUser) return receive();
    if (def === surveyInfo) return Promise.resolve(survey);
    if (def === receiveSurveySubmit) return Promise.resolve({ id: 1 });
    if (def === waitOutsideInfo)
      return Promise.resolve({ item: receivableOf({ item_id: 9, name: '分享来的门票' }), spm: 'agX' });
    return Promise.reject(new Error(`unexpected ${def.path}`));
  }) as never);
});

const routes = [
  { path: '/ticket/receive', element: <ReceivePage /> },
  { path: '/merchant-coupon', element: <MerchantCouponPage /> },
];
const callsOf = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q);

describe('ReceivePage', () => {
  it('shows stock and 已领 n / 每人限领 m; 领取 sends the link’s spm; the result opens the code; the survey is skippable', async () => {
    const router = renderAt('/ticket/receive?spm=sp1', routes);
    const card = await screen.findByRole('article', { name: '摩博会普通门票' });
    expect(within(card).getByText('剩余 98 份')).toBeTruthy();
    expect(within(card).getByText('已领 1 / 每人限领 2')).toBeTruthy();
    const soldOut = screen.getByRole('article', { name: '已发完的券' });
    expect(within(soldOut).getByRole('button', { name: '已发完' })).toHaveProperty('disabled', true);

    fireEvent.click(within(card).getByRole('button', { name: '领取' }));
    const result = await screen.findByRole('dialog', { name: '领取成功' });
    expect(callsOf(receiveUser)[0]).toEqual({ item_id: 5, recipient_id: null, spm: 'sp1' });
    expect(await within(result).findByText('观展小调查')).toBeTruthy();
    fireEvent.click(within(result).getByRole('button', { name: '跳过' }));
    await waitFor(() => expect(within(result).queryByText('观展小调查')).toBeNull());
    fireEvent.click(within(result).getByRole('button', { name: '查看' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verification/show-qrcode/77'));
  });

  it('answers the survey with the holding id', async () => {
    renderAt('/ticket/receive', routes);
    const card = await screen.findByRole('article', { name: '摩博会普通门票' });
    fireEvent.click(within(card).getByRole('button', { name: '领取' }));
    const result = await screen.findByRole('dialog', { name: '领取成功' });
    fireEvent.click(await within(result).findByText('周六'));
    fireEvent.click(within(result).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(callsOf(receiveSurveySubmit)[0]).toEqual({ id: 77, type: 1, value: { day: '周六' } }));
  });

  it('uses the spm remembered at entry when the link has none; shows the server’s refusal', async () => {
    localStorage.setItem(SPM_STORAGE_KEY, 'entry1');
    receive = () => Promise.reject(new ApiError(ErrorCode.LIMIT_REACHED, '已达到每人限领数量'));
    renderAt('/ticket/receive', routes);
    const card = await screen.findByRole('article', { name: '摩博会普通门票' });
    fireEvent.click(within(card).getByRole('button', { name: '领取' }));
    expect(await screen.findByText('已达到每人限领数量')).toBeTruthy();
    expect(callsOf(receiveUser)[0]).toMatchObject({ spm: 'entry1' });
    expect(screen.queryByRole('dialog', { name: '领取成功' })).toBeNull();
  });

  it('?sn= shows the shared item first and receives it with the spm the server kept', async () => {
    renderAt('/ticket/receive?sn=9&spm=agX', routes);
    expect(await screen.findByText('分享给你的票券')).toBeTruthy();
    expect(callsOf(waitOutsideInfo)[0]).toEqual({ sn: '9', spm: 'agX' });
    const shared = screen.getByRole('article', { name: '分享来的门票' });
    fireEvent.click(within(shared).getByRole('button', { name: '领取' }));
    await waitFor(() => expect(callsOf(receiveUser)[0]).toEqual({ item_id: 9, recipient_id: null, spm: 'agX' }));
  });

  it('为家人领取 opens the recipients of that item', async () => {
    const router = renderAt('/ticket/receive', routes);
    const card = await screen.findByRole('article', { name: '摩博会普通门票' });
    fireEvent.click(within(card).getByRole('button', { name: '为家人领取' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my/add-recipient/5'));
  });
});

describe('MerchantCouponPage (public)', () => {
  it('lists the business’s coupons; 领取 logged out goes to login and back', async () => {
    useSession.setState({ token: '', uid: null });
    const router = renderAt('/merchant-coupon?business_id=3', routes);
    const card = await screen.findByRole('article', { name: '摩博会普通门票' });
    expect(callsOf(receiveList)[0]).toEqual({ product_type: 2, business_id: 3, keyword: '', page: 1, page_size: 10 });
    fireEvent.click(within(card).getByRole('button', { name: '领取' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/merchant-coupon?business_id=3')}`);
    expect(callsOf(receiveUser)).toHaveLength(0);
  });
});
