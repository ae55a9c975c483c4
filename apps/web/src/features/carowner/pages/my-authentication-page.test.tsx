import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { carOwnerList, realNameMine, type RealNameStatus } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { renderAt } from '../../../test/render-at';
import { answerCalls, carOwnerOf, pageOf } from '../components/carowner-test-data';
import { carOwnerSummaryText } from '../components/car-owner-summary';
import MyAuthenticationPage from './my-authentication-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const routes = [
  { path: '/my/authentication', element: <MyAuthenticationPage /> },
  { path: '/car-authentication/list', element: <p>认证列表页</p> },
  { path: '/real-name-certification/form', element: <p>实名认证页</p> },
  { path: '/business-register', element: <p>商家入驻页</p> },
];
const realName = (over: Partial<RealNameStatus> = {}): RealNameStatus => ({
  state: 'verified',
  state_label: '已认证',
  method: 'manual',
  name: '张*',
  id_number: '500101**********12',
  reason: '',
  submit_time: 1780000000,
  decide_time: 1780000100,
  liveness: false,
  liveness_url: '',
  ...over,
});

beforeEach(() => {
  vi.mocked(api.call).mockReset();
});

describe('/my/authentication', () => {
  it('shows the real-name state and how many cars are certified; each row opens its screen', async () => {
    answerCalls([
      [realNameMine, () => realName()],
      [carOwnerList, () => ({ ...pageOf([carOwnerOf()]), count: 3, approved: 2, pending: 1 })],
    ]);
    const { path } = renderAt('/my/authentication', routes);
    expect(await screen.findByText('已认证 2 辆 · 审核中 1 辆')).toBeTruthy();
    expect(await screen.findByText('已认证')).toBeTruthy();
    fireEvent.click(screen.getByText('车主认证'));
    await waitFor(() => expect(path()).toBe('/car-authentication/list'));
  });

  it('a state that cannot be read still leaves the row to open; 商家入驻 opens the registration', async () => {
    answerCalls([[carOwnerList, () => pageOf([])]]);
    const { path } = renderAt('/my/authentication', routes);
    expect(await screen.findByText('未认证')).toBeTruthy();
    expect(await screen.findByText('状态暂不可用')).toBeTruthy();
    fireEvent.click(screen.getByText('商家入驻'));
    await waitFor(() => expect(path()).toBe('/business-register'));
  });

  it('summarises the counts', () => {
    expect(carOwnerSummaryText({ count: 0, approved: 0, pending: 0 })).toBe('未认证');
    expect(carOwnerSummaryText({ count: 1, approved: 0, pending: 1 })).toBe('审核中 1 辆');
    expect(carOwnerSummaryText({ count: 2, approved: 0, pending: 0 })).toBe('未通过，可重新提交');
  });
});
