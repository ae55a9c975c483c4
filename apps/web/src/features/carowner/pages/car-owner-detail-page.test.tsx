import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { carOwnerCancel, carOwnerInfo, ErrorCode } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import { answerCalls, carOwnerOf, sentTo } from '../components/carowner-test-data';
import CarOwnerDetailPage from './car-owner-detail-page';
import CarOwnerSuccessPage from './car-owner-success-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const routes = [
  { path: '/car-authentication/detail', element: <CarOwnerDetailPage /> },
  { path: '/car-authentication/success', element: <CarOwnerSuccessPage /> },
  { path: '/car-authentication/form', element: <p>认证表单页</p> },
  { path: '/car-authentication/list', element: <p>认证列表页</p> },
];

beforeEach(() => {
  vi.mocked(api.call).mockReset();
});

describe('/car-authentication/detail', () => {
  it('pending: the application and the 1–3 working days; 撤回申请 asks first, then withdraws', async () => {
    let current = carOwnerOf();
    answerCalls([
      [carOwnerInfo, () => current],
      [
        carOwnerCancel,
        () =>
          (current = carOwnerOf({ state: 'withdrawn', state_label: '已撤回', can_cancel: false, can_reapply: true })),
      ],
    ]);
    renderAt('/car-authentication/detail?id=7', routes);
    expect(await screen.findByText(/1-3个工作日内完成人工审核/)).toBeTruthy();
    expect(screen.getByText('LSVAU218XN2183294')).toBeTruthy();
    expect(screen.getByAltText('我的行驶证照片')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '撤回申请' }));
    await screen.findByText('撤回后平台将不再审核这份申请，确定撤回吗？');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('撤回后平台将不再审核这份申请，确定撤回吗？')).toBeNull());
    expect(sentTo(carOwnerCancel)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '撤回申请' }));
    await screen.findByText('撤回后平台将不再审核这份申请，确定撤回吗？');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sentTo(carOwnerCancel)).toEqual([{ id: 7 }]));
    expect(await screen.findByText('该认证已撤回，可重新提交。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新提交' })).toBeTruthy();
  });

  it('rejected: the reason, and 重新提交 opens the form with its id', async () => {
    answerCalls([
      [
        carOwnerInfo,
        () =>
          carOwnerOf({
            state: 'rejected',
            state_label: '未通过',
            reject_reason: '照片模糊',
            can_cancel: false,
            can_reapply: true,
          }),
      ],
    ]);
    const { path } = renderAt('/car-authentication/detail?id=7', routes);
    expect(await screen.findByText('未通过原因：照片模糊，请修改后重新提交。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '撤回申请' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重新提交' }));
    await waitFor(() => expect(path()).toBe('/car-authentication/form?id=7'));
  });

  it('another person’s or a missing id: 认证记录不存在', async () => {
    answerCalls([
      [
        carOwnerInfo,
        () => {
          throw new ApiError(ErrorCode.NOT_FOUND, '认证记录不存在');
        },
      ],
    ]);
    renderAt('/car-authentication/detail?id=8', routes);
    expect(await screen.findByText('认证记录不存在')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    renderAt('/car-authentication/detail?id=abc', routes);
    expect(sentTo(carOwnerInfo)).toEqual([{ id: 8 }]);
  });
});

describe('/car-authentication/success', () => {
  it('renders without a session: the 1–3 working days and the ways on', async () => {
    useSession.setState({ token: '', uid: null });
    const { path } = renderAt('/car-authentication/success', routes);
    expect(await screen.findByText('提交成功')).toBeTruthy();
    expect(screen.getByText(/1-3个工作日内完成人工审核/)).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回我的' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看认证进度' }));
    await waitFor(() => expect(path()).toBe('/car-authentication/list'));
    expect(api.call).not.toHaveBeenCalled();
  });
});
