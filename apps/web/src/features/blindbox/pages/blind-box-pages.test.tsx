import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  blindBoxBuy,
  blindBoxInfo,
  blindBoxMyOpens,
  blindBoxOrderResult,
  type BlindBox,
  type BlindBoxOpen,
  type CallData,
  type CallDef,
} from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import BlindBoxPage from './blind-box-page';
import BlindBoxSuccessPage from './blind-box-success-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

type Mine = CallData<typeof blindBoxInfo>['mine'];
const box = (over: Partial<BlindBox> = {}): BlindBox => ({
  id: 3,
  business_name: '示例车展运营公司',
  project_id: 1,
  project_name: '2026 山城国际车展',
  title: '车展限定盲盒',
  cover: '/cover.svg',
  rules: '支付后立即开盒',
  price: 1990,
  daily_cap: 5,
  state: 'on',
  on_sale: true,
  start_time: 0,
  end_time: 0,
  remaining: 600,
  prizes: [
    { id: 1, name: '限定款车模', image: '/car.svg', value: 8800, stock: 20, remaining: 20, weight: 5, odds: 5 },
    { id: 2, name: '纪念徽章', image: '/badge.svg', value: 2500, stock: 100, remaining: 0, weight: 30, odds: 0 },
  ],
  ...over,
});
const open = (over: Partial<BlindBoxOpen> = {}): BlindBoxOpen => ({
  id: 1,
  box_id: 3,
  box_title: '车展限定盲盒',
  order_id: 9,
  prize_id: 1,
  prize_name: '限定款车模',
  prize_image: '/car.svg',
  prize_value: 8800,
  opened_at: 1_790_000_000,
  ...over,
});

const answer = (pairs: [CallDef, (q: unknown) => unknown][]) =>
  vi.mocked(api.call).mockImplementation(((def: CallDef, q: unknown) => {
    const h = pairs.find(([d]) => d === def)?.[1];
    if (!h) return Promise.reject(new Error(`unexpected ${def.path}`));
    try {
      return Promise.resolve(h(q));
    } catch (e) {
      return Promise.reject(e as Error);
    }
  }) as never);
const callsOf = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q);

const routes = [
  { path: '/little-action/blind-box', element: <BlindBoxPage /> },
  { path: '/little-action/blind-box/success', element: <BlindBoxSuccessPage /> },
  { path: '/my/order/payment/:id', element: <p>支付页</p> },
];
const info = (mine: Partial<Mine>, b = box()) => ({
  box: b,
  mine: { buy: 'buy', reason: '', today_left: 5, age: 30, ...mine },
});

beforeEach(() => {
  useSession.setState({ token: 't', uid: 1 });
  vi.mocked(api.call).mockReset();
});

describe('BlindBoxPage', () => {
  it('discloses prizes, values, odds and stock before buying; 购买 places the order and goes to payment', async () => {
    answer([
      [blindBoxInfo, () => info({ today_left: 3 })],
      [blindBoxBuy, () => ({ order_id: 9, order_sn: 'KC1', amount: 3980, expire_time: 0 })],
    ]);
    const r = renderAt('/little-action/blind-box?id=3', routes);
    expect(await screen.findByRole('heading', { name: '车展限定盲盒' })).toBeTruthy();
    expect(callsOf(blindBoxInfo)[0]).toEqual({ id: 3 });
    const car = screen.getByRole('listitem', { name: '限定款车模' });
    expect(car.textContent).toContain('价值 ¥88.00');
    expect(car.textContent).toContain('概率 5%');
    expect(car.textContent).toContain('剩余 20/20');
    expect(screen.getByRole('listitem', { name: '纪念徽章' }).textContent).toContain('已抽完');
    expect(screen.getByAltText('奖品：限定款车模')).toBeTruthy();
    expect(screen.getByText('剩余 600 个 · 每人每日限购 5 个')).toBeTruthy();
    expect(screen.getByText('今日还可购买 3 个')).toBeTruthy();
    expect(screen.getByRole('region', { name: '未成年人须知' }).textContent).toContain('未满8周岁');
    fireEvent.click(screen.getByRole('button', { name: '购买' }));
    await waitFor(() =>
      expect(r.path()).toBe('/my/order/payment/9?return=%2Flittle-action%2Fblind-box%2Fsuccess%3Forder_id%3D9'),
    );
    expect(callsOf(blindBoxBuy)[0]).toEqual({ box_id: 3, quantity: 1 });
  });

  it('without a certification: the server’s reason, a link to the form, 购买 disabled', async () => {
    answer([
      [
        blindBoxInfo,
        () => info({ buy: 'certify', reason: '购买盲盒须先完成实名认证（以身份证信息确认年龄）', age: null }),
      ],
    ]);
    renderAt('/little-action/blind-box', routes);
    expect(await screen.findByText('购买盲盒须先完成实名认证（以身份证信息确认年龄）')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去实名认证' }).getAttribute('href')).toBe('/real-name-certification/form');
    expect((screen.getByRole('button', { name: '购买' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('refused (under 8, cap reached): the reason, no purchase', async () => {
    answer([
      [
        blindBoxInfo,
        () =>
          info({
            buy: 'refused',
            reason: '根据《盲盒经营活动规范指引（试行）》，不向未满8周岁的未成年人销售盲盒',
            age: 6,
          }),
      ],
    ]);
    renderAt('/little-action/blind-box', routes);
    expect(
      await screen.findByText('根据《盲盒经营活动规范指引（试行）》，不向未满8周岁的未成年人销售盲盒'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: '购买' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a minor: the guardian’s consent, name and mobile go with the purchase; field errors shown', async () => {
    let first = true;
    answer([
      [blindBoxInfo, () => info({ buy: 'guardian', reason: '未满18周岁，须经监护人同意后购买', age: 13 })],
      [
        blindBoxBuy,
        () => {
          if (first) {
            first = false;
            throw new ApiError(10001, '参数错误', {
              fields: [{ field: 'guardian_mobile', message: '请输入正确的手机号' }],
            });
          }
          return { order_id: 9, order_sn: 'KC1', amount: 1990, expire_time: 0 };
        },
      ],
    ]);
    const r = renderAt('/little-action/blind-box', routes);
    const buy = await screen.findByRole('button', { name: '购买' });
    expect((buy as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByText('监护人已知悉并同意本次购买'));
    fireEvent.change(screen.getByPlaceholderText('请输入监护人姓名'), { target: { value: '王大明' } });
    fireEvent.change(screen.getByPlaceholderText('请输入监护人手机号'), { target: { value: '139' } });
    fireEvent.click(buy);
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请输入监护人手机号'), { target: { value: '13912345678' } });
    fireEvent.click(buy);
    await waitFor(() => expect(r.path()).toMatch(/^\/my\/order\/payment\/9/));
    expect(callsOf(blindBoxBuy)[1]).toEqual({
      box_id: 3,
      quantity: 1,
      guardian_consent: true,
      guardian_name: '王大明',
      guardian_mobile: '13912345678',
    });
  });

  it('a load error offers 重试', async () => {
    answer([
      [
        blindBoxInfo,
        () => {
          throw new ApiError(10004, '暂无在售的盲盒');
        },
      ],
    ]);
    renderAt('/little-action/blind-box', routes);
    expect(await screen.findByText('暂无在售的盲盒')).toBeTruthy();
  });
});

describe('BlindBoxSuccessPage', () => {
  it('shows the prizes the paid order opened, then 我的盲盒', async () => {
    answer([
      [
        blindBoxOrderResult,
        () => ({
          order_id: 9,
          order_sn: 'KC1',
          state: 'paid',
          box_id: 3,
          box_title: '车展限定盲盒',
          quantity: 1,
          opens: [open()],
        }),
      ],
      [
        blindBoxMyOpens,
        () => ({ list: [open(), open({ id: 2, prize_name: '纪念徽章', prize_value: 2500 })], count: 2, page_size: 10 }),
      ],
    ]);
    renderAt('/little-action/blind-box/success?order_id=9&order_sn=KC1&result=success', routes);
    expect(await screen.findByRole('heading', { name: '恭喜！开出 1 件奖品' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: '开出 限定款车模' }).textContent).toContain('价值 ¥88.00');
    expect(callsOf(blindBoxOrderResult)[0]).toEqual({ order_id: 9 });
    const mine = screen.getByRole('region', { name: '我的盲盒' });
    await waitFor(() => expect(mine.querySelectorAll('article')).toHaveLength(2));
  });

  it('an unpaid order after a failed payment: 支付失败 and 去支付', async () => {
    answer([
      [
        blindBoxOrderResult,
        () => ({
          order_id: 9,
          order_sn: 'KC1',
          state: 'unpaid',
          box_id: 3,
          box_title: '车展限定盲盒',
          quantity: 1,
          opens: [],
        }),
      ],
      [blindBoxMyOpens, () => ({ list: [], count: 0, page_size: 10 })],
    ]);
    renderAt('/little-action/blind-box/success?order_id=9&result=fail', routes);
    expect(await screen.findByRole('heading', { name: '支付失败' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '去支付' })).toBeTruthy();
    expect(await screen.findByText('还没有开过盲盒')).toBeTruthy();
  });
});
