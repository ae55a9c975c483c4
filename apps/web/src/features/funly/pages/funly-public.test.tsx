import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adIndex,
  formOfTarget,
  funlyAnswer,
  funlyApply,
  funlyLike,
  funlyList,
  funlyMyList,
  type CallDef,
  type FunlyCard,
  type FunlyDetail,
} from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import FunlyApplyPage from './funly-apply-page';
import FunlyHomePage from './funly-home-page';
import FunlyResultPage from './funly-result-page';
import FunlyShowPage from './funly-show-page';
import MyFunlyPage from './my-funly-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../lib/location', async () => {
  const { create } = await import('zustand');
  return {
    useLocation: create(() => ({ pos: null, locating: false })),
    resolveLocation: vi.fn(() => Promise.resolve({ status: 'fail', error: 'x' })),
  };
});

const card = (over: Partial<FunlyCard> = {}): FunlyCard => ({
  id: 7,
  title: '房车周末露营',
  cover: '',
  kind: 3,
  kind_label: '聚会',
  state: 'running',
  running_state: 4,
  running_label: '未开始',
  start_time: 1893456000,
  end_time: 1893542400,
  place: '重庆园博园',
  distance_km: null,
  capacity: 50,
  taken: 12,
  price: 0,
  like_count: 3,
  business_name: '山城房车俱乐部',
  ...over,
});
const detail = (over: Partial<FunlyDetail> = {}): FunlyDetail => ({
  ...card(),
  signup_start: 1890000000,
  signup_end: 1893400000,
  address: '渝北区园博大道1号',
  longitude: 106.5,
  latitude: 29.6,
  max_companions: 2,
  need_approval: true,
  waitlist: true,
  form_id: 5,
  payment_order: 1,
  pay_first: false,
  description: '<p>一起露营</p>',
  fail_reason: '',
  relations: [],
  slots: [],
  going_count: 12,
  liked: false,
  mine: null,
  actions: {
    apply: true,
    apply_hint: '',
    cancel: false,
    book: false,
    pay: false,
    answer: false,
    edit: false,
    manage: false,
  },
  my_role: 'none',
  updated_at: 0,
  ...over,
});

type Handler = (def: CallDef, query: unknown) => Promise<unknown>;
const serve = (h: Handler) => vi.mocked(api.call).mockImplementation(h as never);
const callsTo = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q);
const list = <T,>(items: T[]) => ({ list: items, count: items.length, page: 1, page_size: 10 });

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  useSession.setState({ token: 't', uid: 1 });
  sessionStorage.clear();
});

describe('/funly home tab', () => {
  it('lists events with kind tabs and the running-state filter', async () => {
    serve((def, q) => {
      if (def === adIndex) return Promise.resolve(list([]));
      if (def === funlyList) {
        const k = (q as { kind?: number }).kind;
        return Promise.resolve(
          list(k === 2 ? [card({ id: 8, title: '卡丁车赛', kind_label: '赛事', price: 9900 })] : [card()]),
        );
      }
      return Promise.reject(new Error('unexpected'));
    });
    const { path } = renderAt('/funly', [{ path: '/funly', element: <FunlyHomePage /> }]);
    expect(await screen.findByText('房车周末露营')).toBeTruthy();
    expect(screen.getByText('免费')).toBeTruthy();
    expect(screen.getByText('剩余38个名额')).toBeTruthy();
    expect(screen.getByText('距离 未知')).toBeTruthy();
    expect(callsTo(funlyList)[0]).toEqual({ filter: 1, keyword: '', page: 1, page_size: 10 });

    expect(screen.getByRole('tablist', { name: '活动类型' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '全部' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: '赛事' }));
    expect(await screen.findByText('卡丁车赛')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '赛事' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('¥99.00起')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '已结束' }));
    await waitFor(() => expect(callsTo(funlyList).at(-1)).toMatchObject({ kind: 2, filter: 5 }));
    expect(screen.getByRole('button', { name: '已结束' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: '搜索活动名称' }));
    expect(path()).toBe('/funly/search/funly');
  });

  it('keeps the banners’ box while they load (the list does not jump), then shows them as a named carousel', async () => {
    let answer!: (v: unknown) => void;
    serve((def) => {
      if (def === adIndex) return new Promise((r) => (answer = r));
      if (def === funlyList) return Promise.resolve(list([card()]));
      return Promise.reject(new Error('unexpected'));
    });
    renderAt('/funly', [{ path: '/funly', element: <FunlyHomePage /> }]);
    expect(await screen.findByText('房车周末露营')).toBeTruthy();
    // right above the search entry and filters: the banners' box, hidden from screen readers while empty
    const above = () => screen.getByRole('button', { name: '搜索活动名称' }).parentElement!.previousElementSibling!;
    expect(above().getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('region', { name: '轮播图' })).toBeNull();
    answer(list([{ id: 1, title: '2026 重庆国际车展', image: '/b.png', link: '/exhibition' }]));
    expect(await screen.findByRole('region', { name: '轮播图' })).toBe(above());
    expect(screen.getByRole('img', { name: '2026 重庆国际车展' })).toBeTruthy();
  });
});

const renderShow = (url = '/funly/show?id=7') =>
  renderAt(url, [
    { path: '/funly/show', element: <FunlyShowPage /> },
    { path: '/funly/preview', element: <FunlyShowPage /> },
  ]);

describe('/funly/show', () => {
  it('renders the event and the actions the server allows; 报名 opens the form', async () => {
    serve(() => Promise.resolve(detail()));
    const { path } = renderShow();
    expect(await screen.findByRole('heading', { name: '房车周末露营' })).toBeTruthy();
    expect(screen.getByText('渝北区园博大道1号')).toBeTruthy();
    expect(screen.getByText('山城房车俱乐部')).toBeTruthy();
    expect(screen.getByText('一起露营')).toBeTruthy();
    expect(screen.getByText('12人 ›')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '取消报名' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '报名' }));
    expect(path()).toBe('/funly/enter-blank/2/7');
  });

  it('shows the hint when applying is not allowed, and the entry code of an accepted application', async () => {
    serve(() =>
      Promise.resolve(
        detail({
          mine: {
            id: 1,
            status: 1,
            status_label: '报名成功',
            companions: 0,
            slot_id: null,
            order_id: null,
            holding_id: 31,
            remark: '',
            form_done: true,
          },
          actions: {
            apply: false,
            apply_hint: '你已报名',
            cancel: true,
            book: false,
            pay: false,
            answer: false,
            edit: false,
            manage: false,
          },
        }),
      ),
    );
    const { path } = renderShow();
    expect(await screen.findByRole('button', { name: '取消报名' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '报名' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '查看入场码' }));
    expect(path()).toBe('/verification/show-qrcode/31');
  });

  it('shows apply_hint alone when no action is allowed', async () => {
    serve(() =>
      Promise.resolve(
        detail({
          actions: {
            apply: false,
            apply_hint: '报名已截止',
            cancel: false,
            book: false,
            pay: false,
            answer: false,
            edit: false,
            manage: false,
          },
        }),
      ),
    );
    renderShow();
    expect(await screen.findByText('报名已截止')).toBeTruthy();
  });

  it('toggles the like with the server’s count', async () => {
    serve((def, q) => {
      if (def === funlyLike) {
        const like = (q as { like: number }).like === 1;
        return Promise.resolve({ liked: like, like_count: like ? 4 : 3 });
      }
      return Promise.resolve(detail());
    });
    renderShow();
    const btn = await screen.findByRole('button', { name: '点赞，已有3人点赞' });
    expect(btn.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(btn);
    const liked = await screen.findByRole('button', { name: '取消点赞，已有4人点赞' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    expect(callsTo(funlyLike)).toEqual([{ id: 7, like: 1 }]);
    fireEvent.click(liked);
    expect(await screen.findByRole('button', { name: '点赞，已有3人点赞' })).toBeTruthy();
    expect(callsTo(funlyLike)[1]).toEqual({ id: 7, like: 0 });
  });

  it('/funly/preview shows the 预览 banner', async () => {
    serve(() => Promise.resolve(detail({ state: 'auditing', running_state: 0, running_label: '审核中' })));
    renderShow('/funly/preview?id=7');
    expect(await screen.findByText('审核中')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('预览');
    expect(screen.queryByRole('button', { name: '报名' })).toBeNull();
  });
});

describe('/funly/enter-blank/2/{id}', () => {
  const form = {
    form: {
      id: 5,
      title: '露营报名表',
      description: '请如实填写',
      fields: [{ key: 'f1', kind: 'chinese_name', label: '姓名', required: true, options: [], placeholder: '' }],
      updated_at: 0,
    },
    target: { id: 7, name: '房车周末露营', project_name: '' },
    mine: null,
  };
  const slots = [{ id: 3, title: '上午场', start_time: 1893456000, end_time: 1893466800, capacity: 10, booked: 2 }];

  it('checks the form, then applies with the chosen slot and opens the result', async () => {
    serve((def) => {
      if (def === formOfTarget) return Promise.resolve(form);
      if (def === funlyApply)
        return Promise.resolve({ application: { status: 2, status_label: '待审核' }, order_id: null });
      return Promise.resolve(detail({ slots }));
    });
    const { path } = renderAt('/funly/enter-blank/2/7', [
      { path: '/funly/enter-blank/2/:id', element: <FunlyApplyPage /> },
    ]);
    await screen.findByRole('textbox', { name: '姓名' });
    expect(callsTo(formOfTarget)).toEqual([{ type: 2, id: 7 }]);
    fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('请填写姓名')).toBeTruthy();
    expect(callsTo(funlyApply)).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: '姓名' }), { target: { value: '王小明' } });
    fireEvent.click(screen.getByText(/上午场/));
    fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
    await waitFor(() => expect(path()).toBe('/my/funly/result/7'));
    expect(callsTo(funlyApply)).toEqual([{ id: 7, values: { f1: '王小明' }, companions: 0, slot_id: 3 }]);
  });

  it('goes to the payment of a paid event', async () => {
    serve((def) => {
      if (def === funlyApply)
        return Promise.resolve({ application: { status: 0, status_label: '待支付' }, order_id: 66 });
      return Promise.resolve(detail({ form_id: null, max_companions: 0 }));
    });
    const { path } = renderAt('/funly/enter-blank/2/7', [
      { path: '/funly/enter-blank/2/:id', element: <FunlyApplyPage /> },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: '提交报名' }));
    await waitFor(() => expect(path()).toBe('/my/order/payment/66'));
    expect(callsTo(formOfTarget)).toEqual([]);
  });
});

describe('payment order 1 (pay first)', () => {
  const form = {
    form: {
      id: 5,
      title: '试驾报名表',
      description: '',
      fields: [{ key: 'f1', kind: 'chinese_name', label: '姓名', required: true, options: [], placeholder: '' }],
      updated_at: 0,
    },
    target: { id: 7, name: '房车周末露营', project_name: '' },
    mine: null,
  };
  const actions = detail().actions;

  it('applies without the form and goes to pay; once paid the same route asks the form (funlyAnswer)', async () => {
    serve((def) => {
      if (def === formOfTarget) return Promise.resolve(form);
      if (def === funlyApply)
        return Promise.resolve({ application: { status: 0, status_label: '待支付' }, order_id: 66 });
      return Promise.resolve(detail({ form_id: 5, max_companions: 0, pay_first: true, price: 9900 }));
    });
    const first = renderAt('/funly/enter-blank/2/7', [
      { path: '/funly/enter-blank/2/:id', element: <FunlyApplyPage /> },
    ]);
    expect(await screen.findByText('本活动先支付后填表：支付成功后请填写报名信息')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '姓名' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
    await waitFor(() => expect(first.path()).toBe('/my/order/payment/66'));
    expect(callsTo(funlyApply)).toEqual([{ id: 7, values: {}, companions: 0 }]);
    cleanup();

    vi.mocked(api.call).mockReset();
    serve((def) => {
      if (def === formOfTarget) return Promise.resolve(form);
      if (def === funlyAnswer) return Promise.resolve({ status: 1, form_done: true });
      return Promise.resolve(
        detail({ form_id: 5, pay_first: true, actions: { ...actions, apply: false, answer: true } }),
      );
    });
    const { path } = renderAt('/funly/enter-blank/2/7', [
      { path: '/funly/enter-blank/2/:id', element: <FunlyApplyPage /> },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: '提交报名信息' }));
    expect(await screen.findByText('请填写姓名')).toBeTruthy();
    expect(callsTo(funlyAnswer)).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: '姓名' }), { target: { value: '王小明' } });
    fireEvent.click(screen.getByRole('button', { name: '提交报名信息' }));
    await waitFor(() => expect(path()).toBe('/my/funly/result/7'));
    expect(callsTo(funlyAnswer)).toEqual([{ id: 7, values: { f1: '王小明' } }]);
  });

  it('the result page shows what the server allows: 填写报名信息 and 取消报名, no entry code yet', async () => {
    serve(() =>
      Promise.resolve({
        funly: card(),
        application: {
          id: 1,
          funly_id: 7,
          funly_title: '房车周末露营',
          user_id: 1,
          nickname: '',
          avatar: '',
          mobile: '',
          status: 1,
          status_label: '报名成功',
          companions: 0,
          values: {},
          form_done: false,
          remark: '',
          slot_title: '',
          order_id: 66,
          checked_in_at: null,
          create_time: 1890000000,
        },
        holding_id: null,
        actions: { cancel: true, pay: false, answer: true, code: false },
        order: null,
      }),
    );
    const { path } = renderAt('/my/funly/result/7', [
      { path: '/my/funly/result/:funlyId', element: <FunlyResultPage /> },
    ]);
    expect(await screen.findByRole('button', { name: '取消报名' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '查看入场码' })).toBeNull();
    expect(screen.queryByRole('button', { name: '去支付' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '填写报名信息' }));
    expect(path()).toBe('/funly/enter-blank/2/7');
  });
});

describe('/my/funly', () => {
  it('lists my applications by status; a card opens its result', async () => {
    const app = (status: number, label: string) => ({
      id: status + 1,
      funly_id: 7,
      funly_title: '房车周末露营',
      user_id: 1,
      nickname: '',
      avatar: '',
      mobile: '',
      status,
      status_label: label,
      companions: 0,
      values: {},
      remark: '',
      slot_title: '',
      order_id: null,
      checked_in_at: null,
      create_time: 1890000000,
      funly: card(),
    });
    serve((_def, q) =>
      Promise.resolve(list((q as { status?: number }).status === 3 ? [app(3, '候补中')] : [app(1, '报名成功')])),
    );
    const { path } = renderAt('/my/funly', [{ path: '/my/funly', element: <MyFunlyPage /> }]);
    expect(await screen.findByText('报名成功', { selector: '.adm-tag' })).toBeTruthy();
    expect(callsTo(funlyMyList)[0]).toEqual({ page: 1, page_size: 10 });
    fireEvent.click(screen.getByText('候补中'));
    expect(await screen.findByText('候补中', { selector: '.adm-tag' })).toBeTruthy();
    expect(callsTo(funlyMyList).at(-1)).toEqual({ status: 3, page: 1, page_size: 10 });
    fireEvent.click(screen.getByRole('link', { name: '房车周末露营' }));
    expect(path()).toBe('/my/funly/result/7');
  });
});
