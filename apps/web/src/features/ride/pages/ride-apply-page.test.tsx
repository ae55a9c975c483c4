import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rideApply, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import RideApplyPage from './ride-apply-page';
import { rideDetail } from './rider-test-data';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

type Handler = (def: CallDef, query: unknown) => Promise<unknown>;
const serve = (h: Handler) => vi.mocked(api.call).mockImplementation(h as never);
const callsTo = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q);
const open = (url = '/funly/rideForm/form/0/7/1700000000000') =>
  renderAt(url, [
    { path: '/funly/rideForm/form/:id/:partyId/:timestamp', element: <RideApplyPage /> },
    { path: '/funly/enter-blank/3/:id', element: <RideApplyPage /> },
  ]);
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  useSession.setState({ token: 't', uid: 1 });
  sessionStorage.clear();
});

describe('ride apply form', () => {
  it('shows the ride summary and the risk notice; empty fields and the unticked box block the submit', async () => {
    serve(() => Promise.resolve(rideDetail()));
    open();
    expect(await screen.findByRole('heading', { name: '环金佛山周末骑' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '风险告知内容' }).textContent).toContain('请全程佩戴头盔护具');
    expect(screen.getByText('要求排量不低于250cc')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('请输入车辆品牌')).toBeTruthy();
    expect(screen.getByText('请输入车型')).toBeTruthy();
    expect(screen.getByText('请输入排量')).toBeTruthy();
    expect(screen.getByText('请输入正确的车牌号，如 渝A12345')).toBeTruthy();
    expect(screen.getByText('请选择驾照类型')).toBeTruthy();
    expect(screen.getByText('紧急联系人姓名为2-4个汉字')).toBeTruthy();
    expect(screen.getByText('请输入正确的手机号')).toBeTruthy();
    expect(screen.getByText('请阅读并同意风险告知')).toBeTruthy();
    expect(callsTo(rideApply)).toEqual([]);
  });

  it('the risk box alone still blocks; a valid submit sends the exact query and opens the ride', async () => {
    serve((def) =>
      def === rideApply
        ? Promise.resolve({ id: 41, status: 2, status_label: '待审核' })
        : Promise.resolve(rideDetail()),
    );
    const { path } = open('/funly/enter-blank/3/7');
    await screen.findByRole('heading', { name: '环金佛山周末骑' });
    type('车辆品牌', '本田');
    type('车型', 'CB400F');
    type('排量(cc)', '400');
    type('车牌号', ' 渝a12345 ');
    fireEvent.click(screen.getByText('E 证（普通二轮摩托车）'));
    fireEvent.click(screen.getByText('带1人同乘'));
    type('姓名', '王小明');
    type('手机号', '13800138000');
    type('备注', '第一次跑山');
    fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('请阅读并同意风险告知')).toBeTruthy();
    expect(screen.queryByText('请输入车辆品牌')).toBeNull();
    expect(callsTo(rideApply)).toEqual([]);

    fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意风险告知' }));
    fireEvent.click(screen.getByRole('button', { name: '提交报名' }));
    await waitFor(() => expect(path()).toBe('/funly/rideTogether?id=7'));
    expect(callsTo(rideApply)).toEqual([
      {
        id: 7,
        bike_brand: '本田',
        bike_model: 'CB400F',
        displacement: 400,
        plate: '渝A12345',
        licence_class: 'E',
        emergency_name: '王小明',
        emergency_mobile: '13800138000',
        passengers: 1,
        risk_accepted: true,
        remark: '第一次跑山',
      },
    ]);
    expect(sessionStorage.getItem('ride-apply-7')).toBeNull();
  });

  it('keeps unsaved input when the page is left and opened again', async () => {
    serve(() => Promise.resolve(rideDetail()));
    const first = open();
    await screen.findByRole('heading', { name: '环金佛山周末骑' });
    type('车辆品牌', '雅马哈');
    await waitFor(() => expect(sessionStorage.getItem('ride-apply-7')).toContain('雅马哈'));
    first.router.dispose();
  });

  it('explains why applying is not possible', async () => {
    serve(() =>
      Promise.resolve(rideDetail({ actions: { ...rideDetail().actions, apply: false, apply_hint: '名额已满' } })),
    );
    open();
    expect(await screen.findByText('暂不可报名')).toBeTruthy();
    expect(screen.getByText('名额已满')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交报名' })).toBeNull();
  });
});
