import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkpointCheckerAdd,
  checkpointInfo,
  checkpointSave,
  ErrorCode,
  myBusinesses,
  type CallDef,
} from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { resolveLocation } from '../../../lib/location';
import { useSession } from '../../../lib/session';
import { business, pointOf, renderAt } from '../test-helpers';
import CheckpointAddPage from './checkpoint-add-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../lib/location', () => ({ resolveLocation: vi.fn() }));

let saveAnswer: (q: object) => Promise<unknown>;
let addAnswer: (q: { mobile: string }) => Promise<unknown>;

beforeEach(() => {
  saveAnswer = (q) => Promise.resolve(pointOf({ ...q, id: 7 }));
  addAnswer = () => Promise.resolve(pointOf());
  useSession.setState({ token: 't', uid: 2, businessId: 1 });
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockImplementation(((def: CallDef, q: never) => {
    if (def === myBusinesses) return Promise.resolve(business);
    if (def === checkpointSave) return saveAnswer(q);
    if (def === checkpointCheckerAdd) return addAnswer(q);
    if (def === checkpointInfo)
      return Promise.resolve(
        pointOf({
          write_off_type: 2,
          point_longitude: 106.5,
          point_latitude: 29.5,
          point_radius: 100,
          write_off_num: 9,
        }),
      );
    return Promise.reject(new Error(`unexpected ${def.path}`));
  }) as never);
});

const routes = [
  { path: '/checkpoint/add/:ticketId', element: <CheckpointAddPage /> },
  { path: '/checkpoint/edit/:ticketId', element: <p>列表页</p> },
  { path: '/checkpoint/checker/:id', element: <p>核销员页</p> },
];
const field = (placeholder: string) => screen.getByPlaceholderText(placeholder);
const type = (placeholder: string, value: string) => fireEvent.change(field(placeholder), { target: { value } });
const saveCalls = () =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === checkpointSave)
    .map(([, q]) => q);

describe('CheckpointAddPage', () => {
  it('shows the rules under the fields and keeps the input', async () => {
    renderAt('/checkpoint/add/5', routes);
    const submit = await screen.findByRole('button', { name: '添加核销点' });
    type('如：1号馆入口', '1号馆入口');
    fireEvent.click(screen.getByText('扫码核销（持有人扫核销点码）'));
    type('0 为不限', '-1');
    fireEvent.click(submit);
    expect(await screen.findByText('请输入核销点地址')).toBeTruthy();
    expect(screen.getByText('核销点限额不能为负')).toBeTruthy();
    expect(saveCalls()).toHaveLength(0);
    expect((field('如：1号馆入口') as HTMLInputElement).value).toBe('1号馆入口');

    // the interactive rules
    type('核销点所在的地址', '1号馆');
    type('0 为不限', '0');
    fireEvent.click(submit);
    expect(await screen.findByText('扫码核销的核销点须设置位置')).toBeTruthy();
    expect(screen.getByText('扫码核销的核销点须设置核销半径')).toBeTruthy();
    expect(saveCalls()).toHaveLength(0);
  });

  it('fills the position from 使用当前位置', async () => {
    vi.mocked(resolveLocation).mockResolvedValue({
      status: 'ok',
      pos: { lat: 29.5630101, lng: 106.5515567 },
      city: { name: '重庆', province: '重庆', adcode: '500000', id: 1, address: '重庆市渝北区悦来大道' },
      source: 'browser',
    });
    renderAt('/checkpoint/add/5', routes);
    fireEvent.click(await screen.findByRole('button', { name: '使用当前位置' }));
    await waitFor(() => expect((field('如：106.551556') as HTMLInputElement).value).toBe('106.551557'));
    expect((field('如：29.563010') as HTMLInputElement).value).toBe('29.56301');
    expect((field('核销点所在的地址') as HTMLInputElement).value).toBe('重庆市渝北区悦来大道');
    expect(resolveLocation).toHaveBeenCalledWith({ allowIp: false });
  });

  it('saves, adds each checker mobile, then goes to the list', async () => {
    const router = renderAt('/checkpoint/add/5', routes);
    await screen.findByRole('button', { name: '添加核销点' });
    type('如：1号馆入口', '1号馆入口');
    type('核销点所在的地址', '1号馆');
    type('0 为不限', '100');
    fireEvent.change(field('保存后添加为本核销点的核销员，每行一个手机号（选填）'), {
      target: { value: '13800000003\n+86 138 0000 0005' },
    });
    fireEvent.click(screen.getByRole('button', { name: '添加核销点' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkpoint/edit/5'));
    expect(saveCalls()).toEqual([
      {
        item_id: 5,
        point_name: '1号馆入口',
        point_location: '1号馆',
        point_longitude: null,
        point_latitude: null,
        point_radius: undefined,
        write_off_type: 1,
        write_off_num: 100,
        opening_hours: '',
      },
    ]);
    expect(
      vi
        .mocked(api.call)
        .mock.calls.filter(([d]) => d === checkpointCheckerAdd)
        .map(([, q]) => q),
    ).toEqual([
      { id: 7, mobile: '13800000003' },
      { id: 7, mobile: '13800000005' },
    ]);
  });

  it('puts the server’s field errors under the fields', async () => {
    saveAnswer = () =>
      Promise.reject(
        new ApiError(ErrorCode.VALIDATION, '参数错误', {
          fields: [{ field: 'point_name', message: '核销点名称已存在' }],
        }),
      );
    renderAt('/checkpoint/add/5', routes);
    await screen.findByRole('button', { name: '添加核销点' });
    type('如：1号馆入口', '1号馆入口');
    type('核销点所在的地址', '1号馆');
    fireEvent.click(screen.getByRole('button', { name: '添加核销点' }));
    expect((await screen.findByRole('alert')).textContent).toBe('核销点名称已存在');
    expect((field('如：1号馆入口') as HTMLInputElement).value).toBe('1号馆入口');
  });

  it('a checker that cannot be added is named, and the checkers page opens', async () => {
    addAnswer = ({ mobile }) =>
      mobile === '13800000005'
        ? Promise.reject(new ApiError(ErrorCode.CONFLICT, '该用户已是核销员'))
        : Promise.resolve(pointOf());
    const router = renderAt('/checkpoint/add/5', routes);
    await screen.findByRole('button', { name: '添加核销点' });
    type('如：1号馆入口', '1号馆入口');
    type('核销点所在的地址', '1号馆');
    fireEvent.change(field('保存后添加为本核销点的核销员，每行一个手机号（选填）'), {
      target: { value: '13800000003 13800000005' },
    });
    fireEvent.click(screen.getByRole('button', { name: '添加核销点' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('13800000005：该用户已是核销员');
    fireEvent.click(within(dialog).getByRole('button', { name: '去核销员页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkpoint/checker/7'));
  });

  it('edits a point with ?id, prefilled', async () => {
    const router = renderAt('/checkpoint/add/5?id=7', routes, { fromList: true });
    const submit = await screen.findByRole('button', { name: '保存' });
    expect((field('如：1号馆入口') as HTMLInputElement).value).toBe('1号馆入口');
    expect((field('如：106.551556') as HTMLInputElement).value).toBe('106.5');
    expect((field('0 为不限') as HTMLInputElement).value).toBe('9');
    type('如：1号馆入口', '1号馆东入口');
    fireEvent.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    expect(saveCalls()[0]).toMatchObject({
      id: 7,
      item_id: 5,
      point_name: '1号馆东入口',
      write_off_type: 2,
      point_radius: 100,
    });
  });
});
