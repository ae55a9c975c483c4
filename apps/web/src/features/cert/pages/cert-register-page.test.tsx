import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { certInfo, certRegister, ErrorCode, type Cert } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { certFormStorageKey } from '../hooks/use-cert-register-form';
import { certOf, renderAt } from '../test-helpers';
import CertRegisterPage from './cert-register-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const SN = '0123456789abcdef';
const PHOTO = '/uploads/1/me.png';
const open = (url = `/cert/register?cert_sn=${SN}`) =>
  renderAt(url, [
    { path: '/cert/register', element: <CertRegisterPage /> },
    { path: '/cert/register/edit', element: <CertRegisterPage /> },
  ]);

/** certInfo answers `cert`; certRegister answers `register` (a value or a thrown error). */
const serve = (cert: Cert, register?: () => Promise<unknown>) =>
  vi.mocked(api.call).mockImplementation(((def: unknown) => {
    if (def === certInfo) return Promise.resolve(cert);
    if (def === certRegister && register) return register();
    return Promise.reject(new Error(`unexpected call`));
  }) as typeof api.call);

const registerCalls = () => vi.mocked(api.call).mock.calls.filter((c) => c[0] === certRegister);

beforeEach(() => {
  useSession.setState({ token: 't', uid: 1 });
  vi.mocked(api.call).mockReset();
});

describe('CertRegisterPage', () => {
  it('logged out: shows the pass and 登录后登记 goes to login with a redirect back', async () => {
    useSession.setState({ token: '', uid: null });
    serve(certOf({ mine: false, editable: false }));
    const { path } = open();
    fireEvent.click(await screen.findByRole('button', { name: '登录后登记' }));
    expect(screen.queryByRole('button', { name: /提交登记/ })).toBeNull();
    expect(vi.mocked(api.call).mock.calls[0]?.slice(0, 2)).toEqual([certInfo, { cert_sn: SN }]);
    await waitFor(() => expect(path()).toBe(`/login?redirect=${encodeURIComponent(`/cert/register?cert_sn=${SN}`)}`));
  });

  it('someone else’s pass: the masked holder and 该证件不属于当前账号, no form', async () => {
    serve(certOf({ mine: false, editable: false, registered: true, holder_name: '王*明', holder_id_number: '' }));
    open();
    expect(await screen.findByText('该证件不属于当前账号')).toBeTruthy();
    expect(screen.getByText('王*明')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '持证人姓名' })).toBeNull();
  });

  it('my unregistered pass: the rules under the fields before anything is sent', async () => {
    serve(certOf());
    open();
    fireEvent.click(await screen.findByRole('button', { name: /提交登记/ }));
    expect(screen.getByText('请输入持证人姓名')).toBeTruthy();
    expect(screen.getByText('请上传证件照')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '持证人姓名' }), { target: { value: 'Tom' } });
    fireEvent.change(screen.getByRole('textbox', { name: '身份证号' }), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: /提交登记/ }));
    expect(screen.getByText('请输入正确的中文姓名')).toBeTruthy();
    expect(screen.getByText('请输入正确的身份证号')).toBeTruthy();
    expect(registerCalls()).toHaveLength(0);
  });

  it('registers name, photo and ID number, then replaces the entry with /cert/success', async () => {
    sessionStorage.setItem(certFormStorageKey(SN), JSON.stringify({ holder_photo: PHOTO }));
    serve(certOf(), () => Promise.resolve(certOf({ registered: true, holder_name: '王小明' })));
    const { path, router } = open();
    expect(await screen.findByText('已恢复上次未保存的内容，记得保存')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: '持证人姓名' }), { target: { value: ' 王小明 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: '身份证号' }), { target: { value: '11010519491231002x' } });
    fireEvent.click(screen.getByRole('button', { name: /提交登记/ }));
    await waitFor(() => expect(path()).toBe(`/cert/success?id=${SN}`));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(registerCalls()[0]?.[1]).toEqual({
      cert_sn: SN,
      holder_name: '王小明',
      holder_photo: PHOTO,
      holder_id_number: '11010519491231002X',
    });
    expect(sessionStorage.getItem(certFormStorageKey(SN))).toBeNull();
  });

  it('a refusal goes to /cert/fail with the server message; the input is kept for 重新登记', async () => {
    sessionStorage.setItem(certFormStorageKey(SN), JSON.stringify({ holder_name: '王小明', holder_photo: PHOTO }));
    serve(certOf(), () => Promise.reject(new ApiError(ErrorCode.CONFLICT, '证件已使用，不能修改登记')));
    const { path } = open();
    fireEvent.click(await screen.findByRole('button', { name: /提交登记/ }));
    await waitFor(() =>
      expect(path()).toBe(`/cert/fail?msg=${encodeURIComponent('证件已使用，不能修改登记')}&id=${SN}`),
    );
    expect(JSON.parse(sessionStorage.getItem(certFormStorageKey(SN)) ?? '{}')).toMatchObject({ holder_name: '王小明' });
  });

  it('the server’s field errors go under their fields and the page stays', async () => {
    sessionStorage.setItem(certFormStorageKey(SN), JSON.stringify({ holder_name: '王小明', holder_photo: PHOTO }));
    serve(certOf(), () =>
      Promise.reject(
        new ApiError(ErrorCode.VALIDATION, '参数错误', { fields: [{ field: 'holder_photo', message: '请上传照片' }] }),
      ),
    );
    const { path } = open();
    fireEvent.click(await screen.findByRole('button', { name: /提交登记/ }));
    expect(await screen.findByText('请上传照片')).toBeTruthy();
    expect(path()).toBe(`/cert/register?cert_sn=${SN}`);
  });

  it('registered: read-only with 修改 while editable, which opens the edit route', async () => {
    serve(
      certOf({ registered: true, holder_name: '王小明', holder_photo: PHOTO, holder_id_number: '11010519491231002X' }),
    );
    const { path } = open();
    expect(await screen.findByText('王小明')).toBeTruthy();
    expect(screen.getByText('110105**********2X')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '持证人姓名' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '修改' }));
    await waitFor(() => expect(path()).toBe(`/cert/register/edit?cert_sn=${SN}`));
  });

  it('registered and used: no 修改; the edit route says it can no longer change', async () => {
    serve(certOf({ registered: true, editable: false, holder_name: '王小明' }));
    open(`/cert/register/edit?cert_sn=${SN}`);
    expect(await screen.findByText('证件已使用，不能再修改登记')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '修改' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: '持证人姓名' })).toBeNull();
    expect(screen.getByRole('button', { name: '出示证件' })).toBeTruthy();
  });

  it('the edit route fills the form with the registration', async () => {
    serve(certOf({ registered: true, holder_name: '王小明', holder_photo: PHOTO }));
    open(`/cert/register/edit?cert_sn=${SN}`);
    expect(await screen.findByDisplayValue('王小明')).toBeTruthy();
    expect(screen.getByRole('button', { name: /保存修改/ })).toBeTruthy();
  });

  it('without cert_sn: 链接无效 and no call', async () => {
    open('/cert/register?isNotMatchParams=1');
    expect(await screen.findByText('链接无效')).toBeTruthy();
    expect(api.call).not.toHaveBeenCalled();
  });
});
