import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addFamily,
  deleteFamily,
  editUser,
  ErrorCode,
  familyList,
  receiveUser,
  surveyInfo,
  type CallDef,
  type Recipient,
} from '@kc/shared';
import { confirmAction } from '../../../components/ui/confirm';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { cardOf, renderAt } from '../test-helpers';
import AddRecipientPage from './add-recipient-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../components/ui/confirm', () => ({ confirmAction: vi.fn(() => Promise.resolve(true)) }));

const self: Recipient = { id: 1, name: '观众小王', mobile: '138****0001', id_number: '', is_self: true };
const mom: Recipient = { id: 2, name: '王妈妈', mobile: '139****0002', id_number: '110105********02', is_self: false };
let people: Recipient[];
let add: () => Promise<unknown>;

beforeEach(() => {
  people = [self, mom];
  add = () => Promise.resolve({ ...mom, id: 3 });
  useSession.setState({ token: 't', uid: 1 });
  vi.mocked(confirmAction).mockClear();
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockImplementation(((def: CallDef) => {
    if (def === familyList) return Promise.resolve({ list: people });
    if (def === addFamily) return add();
    if (def === editUser) return Promise.resolve(self);
    if (def === deleteFamily) {
      people = [self];
      return Promise.resolve({ id: 2 });
    }
    if (def === receiveUser)
      return Promise.resolve({
        order_sn: 'R',
        ticket_type: 1,
        user_wait_id: 0,
        create_time: 0,
        holding_id: 88,
        card: cardOf({ holding_id: 88, holder_name: '王**' }),
      });
    if (def === surveyInfo) return Promise.resolve({ type: 1, title: '', questions: [] });
    return Promise.reject(new Error(`unexpected ${def.path}`));
  }) as never);
});

const open = (url = '/my/add-recipient/0') =>
  renderAt(url, [
    { path: '/my/add-recipient/:id', element: <AddRecipientPage /> },
    { path: '/404', element: <p>404页面</p> },
  ]);
const callsOf = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q);

describe('AddRecipientPage', () => {
  it('lists one’s own profile first and family, masked as the server gives them; no 为TA领取 at id 0', async () => {
    open();
    const row = await screen.findByLabelText('领取人 王妈妈');
    expect(within(row).getByText('手机号 139****0002')).toBeTruthy();
    expect(within(row).getByText('身份证 110105********02')).toBeTruthy();
    const own = screen.getByLabelText('领取人 观众小王');
    expect(within(own).getByText('本人')).toBeTruthy();
    expect(within(own).queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: '为TA领取' })).toBeNull();
  });

  it('checks the fields like the contract, then shows the server’s field messages', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: '添加家人' }));
    const form = await screen.findByRole('dialog', { name: '添加家人' });
    fireEvent.change(within(form).getByPlaceholderText('请输入中文姓名'), { target: { value: 'Tom' } });
    fireEvent.change(within(form).getByPlaceholderText('请输入手机号'), { target: { value: '1380' } });
    fireEvent.change(within(form).getByPlaceholderText('选填'), { target: { value: '123' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('请输入正确的中文姓名')).toBeTruthy();
    expect(within(form).getByText('请输入正确的手机号')).toBeTruthy();
    expect(within(form).getByText('请输入正确的身份证号')).toBeTruthy();
    expect(callsOf(addFamily)).toHaveLength(0);

    add = () =>
      Promise.reject(
        new ApiError(ErrorCode.VALIDATION, '参数错误', { fields: [{ field: 'mobile', message: '该手机号已添加' }] }),
      );
    fireEvent.change(within(form).getByPlaceholderText('请输入中文姓名'), { target: { value: '王小明' } });
    fireEvent.change(within(form).getByPlaceholderText('请输入手机号'), { target: { value: '+86 139 0000 0003' } });
    fireEvent.change(within(form).getByPlaceholderText('选填'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect(await within(form).findByText('该手机号已添加')).toBeTruthy();
    expect(callsOf(addFamily)[0]).toEqual({ name: '王小明', mobile: '13900000003', id_number: '' });
  });

  it('deletes a family member after confirming', async () => {
    open();
    const row = await screen.findByLabelText('领取人 王妈妈');
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(callsOf(deleteFamily)[0]).toEqual({ id: 2 }));
    expect(vi.mocked(confirmAction).mock.calls[0]?.[0]).toContain('王妈妈');
    await waitFor(() => expect(screen.queryByLabelText('领取人 王妈妈')).toBeNull());
  });

  it('with an item id, 为TA领取 receives it for that person and shows the result', async () => {
    open('/my/add-recipient/5');
    const row = await screen.findByLabelText('领取人 王妈妈');
    fireEvent.click(within(row).getByRole('button', { name: '为TA领取' }));
    expect(await screen.findByRole('dialog', { name: '领取成功' })).toBeTruthy();
    expect(callsOf(receiveUser)[0]).toEqual({ item_id: 5, recipient_id: 2, spm: '' });
  });

  it('offers to fill one’s own profile when there is none', async () => {
    people = [];
    open();
    fireEvent.click(await screen.findByRole('button', { name: '去填写' }));
    expect(await screen.findByRole('dialog', { name: '本人信息' })).toBeTruthy();
  });

  it('a bad id goes to /404', async () => {
    open('/my/add-recipient/x');
    expect(await screen.findByText('404页面')).toBeTruthy();
  });
});
