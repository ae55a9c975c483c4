import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, merchantAdminChangeConfirm, merchantAdminChangeSend, myBusinesses, type Role } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import { answerCalls, sentTo } from '../components/merchant-test-data';
import AdminChangePage from './admin-change-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const routes = [
  { path: '/business-register/admin-change', element: <AdminChangePage /> },
  { path: '/my/business', element: <p>我的商家页</p> },
];
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
const mine = (roles: Role[]) => () => ({ list: [{ business_id: 9, business_name: '山城车行', roles }] });

beforeEach(() => {
  vi.mocked(api.call).mockReset();
});

describe('更换管理员', () => {
  it('is the owner’s only', async () => {
    answerCalls([[myBusinesses, mine(['admin', 'checker'])]]);
    useSession.setState({ businessId: 9 });
    renderAt('/business-register/admin-change', routes);
    expect(await screen.findByText('只有商家主账号可以更换管理员')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认更换' })).toBeNull();
  });

  it('sends the code to the new administrator, confirms with the code they read out, then shows 我的商家', async () => {
    answerCalls([
      [myBusinesses, mine(['owner'])],
      [merchantAdminChangeSend, () => ({ expires_in: 300, resend_in: 60, mobile: '139****0001', nickname: '小周' })],
      [
        merchantAdminChangeConfirm,
        () => ({ business_id: 9, business_name: '山城车行', owner_nickname: '小周', event: 'change_manager' }),
      ],
    ]);
    useSession.setState({ businessId: 9 });
    const { path, router } = renderAt('/business-register/admin-change', routes);
    fireEvent.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入新管理员的手机号')).toBeTruthy();
    expect(sentTo(merchantAdminChangeSend)).toEqual([]);
    type('新管理员手机号', '139 1234 0001');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送至 小周（139****0001），5分钟内有效')).toBeTruthy();
    expect(sentTo(merchantAdminChangeSend)).toEqual([{ mobile: '13912340001' }]);
    type('验证码', '654321');
    fireEvent.click(screen.getByRole('button', { name: '确认更换' }));
    expect(await screen.findByText(/小周将成为“山城车行”的主账号/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(path()).toBe('/my/business'));
    expect(router.state.location.state).toEqual({ accountEvent: 'change_manager' });
    expect(sentTo(merchantAdminChangeConfirm)).toEqual([{ mobile: '13912340001', code: '654321' }]);
  });

  it('shows the server’s refusal of a wrong code', async () => {
    answerCalls([
      [myBusinesses, mine(['owner'])],
      [
        merchantAdminChangeConfirm,
        () => {
          throw new ApiError(ErrorCode.SMS_CODE_WRONG, '验证码错误，还可尝试4次');
        },
      ],
    ]);
    useSession.setState({ businessId: 9 });
    const { path } = renderAt('/business-register/admin-change', routes);
    await screen.findByLabelText('新管理员手机号', { selector: 'input' });
    type('新管理员手机号', '13912340001');
    type('验证码', '111111');
    fireEvent.click(await screen.findByRole('button', { name: '确认更换' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('验证码错误，还可尝试4次')).toBeTruthy();
    expect(path()).toBe('/business-register/admin-change');
  });
});
