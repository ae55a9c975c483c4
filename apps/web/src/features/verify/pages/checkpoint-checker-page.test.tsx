import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkpointCheckerAdd,
  checkpointCheckerRemove,
  checkpointInfo,
  ErrorCode,
  myBusinesses,
  type CallDef,
  type Checkpoint,
} from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { business, pointOf, renderAt } from '../test-helpers';
import CheckpointCheckerPage from './checkpoint-checker-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

let point: Checkpoint;
let addAnswer: () => Promise<Checkpoint>;
const newcomer = { id: 11, user_name: '', user_phone: '13800000005', avatar: '' };

beforeEach(() => {
  point = pointOf();
  addAnswer = () => {
    point = pointOf({ write_off_users: [...point.write_off_users, newcomer] });
    return Promise.resolve(point);
  };
  useSession.setState({ token: 't', uid: 2, businessId: 1 });
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockImplementation(((def: CallDef) => {
    if (def === myBusinesses) return Promise.resolve(business);
    if (def === checkpointInfo) return Promise.resolve(point);
    if (def === checkpointCheckerAdd) return addAnswer();
    if (def === checkpointCheckerRemove) {
      point = pointOf({ write_off_users: [] });
      return Promise.resolve(point);
    }
    return Promise.reject(new Error(`unexpected ${def.path}`));
  }) as never);
});

const open = () =>
  renderAt('/checkpoint/checker/7', [{ path: '/checkpoint/checker/:id', element: <CheckpointCheckerPage /> }]);

describe('CheckpointCheckerPage', () => {
  it('lists the checkers with masked phones; adds one by mobile', async () => {
    open();
    const row = await screen.findByRole('listitem', { name: '核销员小李' });
    expect(row.textContent).toContain('138****0003');
    fireEvent.click(screen.getByRole('button', { name: '添加' }));
    expect(await screen.findByText('请输入手机号')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('输入核销员手机号'), { target: { value: '1380000' } });
    fireEvent.click(screen.getByRole('button', { name: '添加' }));
    expect(await screen.findByText('请输入正确的手机号')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('输入核销员手机号'), { target: { value: '138 0000 0005' } });
    fireEvent.click(screen.getByRole('button', { name: '添加' }));
    expect(await screen.findByRole('listitem', { name: '未设置昵称' })).toBeTruthy();
    expect(vi.mocked(api.call).mock.calls.find(([d]) => d === checkpointCheckerAdd)?.[1]).toEqual({
      id: 7,
      mobile: '13800000005',
    });
    expect((screen.getByPlaceholderText('输入核销员手机号') as HTMLInputElement).value).toBe('');
  });

  it('shows a refusal under the mobile', async () => {
    addAnswer = () => Promise.reject(new ApiError(ErrorCode.CONFLICT, '该用户已是核销员'));
    open();
    await screen.findByRole('listitem', { name: '核销员小李' });
    fireEvent.change(screen.getByPlaceholderText('输入核销员手机号'), { target: { value: '13800000003' } });
    fireEvent.click(screen.getByRole('button', { name: '添加' }));
    expect((await screen.findByRole('alert')).textContent).toBe('该用户已是核销员');
  });

  it('removes a checker after a confirm', async () => {
    open();
    const row = await screen.findByRole('listitem', { name: '核销员小李' });
    fireEvent.click(within(row).getByRole('button', { name: '移除' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('已有的核销记录保留');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('暂无核销员')).toBeTruthy();
    await waitFor(() =>
      expect(vi.mocked(api.call).mock.calls.find(([d]) => d === checkpointCheckerRemove)?.[1]).toEqual({
        id: 7,
        user_id: 3,
      }),
    );
  });
});
