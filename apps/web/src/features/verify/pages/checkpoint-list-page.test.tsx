import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkpointDelete, checkpointList, ErrorCode, myBusinesses, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { business, pointOf, renderAt } from '../test-helpers';
import CheckpointListPage from './checkpoint-list-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

let points = [pointOf()];
let deleteAnswer: () => Promise<unknown>;

beforeEach(() => {
  points = [
    pointOf(),
    pointOf({
      id: 8,
      point_name: '南门自助',
      write_off_type: 2,
      write_off_num: 500,
      point_radius: 200,
      point_longitude: 106.55,
      point_latitude: 29.56,
      write_off_param: 'pt_south',
      used: 0,
      write_off_users: [],
      opening_hours: '',
    }),
  ];
  deleteAnswer = () => Promise.resolve({ id: 8 });
  useSession.setState({ token: 't', uid: 2, businessId: 1 });
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockImplementation(((def: CallDef) => {
    if (def === myBusinesses) return Promise.resolve(business);
    if (def === checkpointList) return Promise.resolve({ list: points });
    if (def === checkpointDelete) return deleteAnswer();
    return Promise.reject(new Error(`unexpected ${def.path}`));
  }) as never);
});

const open = () =>
  renderAt('/checkpoint/edit/5', [
    { path: '/checkpoint/edit/:ticketId', element: <CheckpointListPage /> },
    { path: '/checkpoint/add/:ticketId', element: <p>添加页</p> },
    { path: '/checkpoint/checker/:id', element: <p>核销员页</p> },
    { path: '/checkpoint/logs/:id', element: <p>记录页</p> },
  ]);

describe('CheckpointListPage', () => {
  it('shows each point with the fields of spec 3.3, its checkers and, when interactive, its own code', async () => {
    open();
    const first = await screen.findByRole('article', { name: '1号馆入口' });
    expect(first.textContent).toContain('主动核销（核销员扫码）');
    expect(first.textContent).toContain('核销点限额不限');
    expect(first.textContent).toContain('已核销3 次');
    expect(first.textContent).toContain('核销员小李');
    expect(within(first).queryByRole('figure')).toBeNull();

    const second = screen.getByRole('article', { name: '南门自助' });
    expect(second.textContent).toContain('扫码核销（持有人扫核销点码）');
    expect(second.textContent).toContain('200 米');
    expect(second.textContent).toContain('500 次');
    expect(second.textContent).toContain('106.55, 29.56');
    expect(second.textContent).toContain('暂无核销员');
    const qr = await within(second).findByRole('img', { name: '南门自助 核销点二维码' });
    expect(qr.getAttribute('data-url')).toBe(`${window.location.origin}/verification/result/pt_south`);
    expect(qr.getAttribute('src')).toMatch(/^data:image\//);
    expect(second.textContent).toContain('打印后张贴在核销点');
    expect(vi.mocked(api.call).mock.calls.find(([d]) => d === checkpointList)?.[1]).toEqual({ item_id: 5 });
  });

  it('opens the edit form, the checkers, the records and the add form', async () => {
    const router = open();
    const first = await screen.findByRole('article', { name: '1号馆入口' });
    fireEvent.click(within(first).getByRole('button', { name: '编辑' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/checkpoint/add/5?id=7'),
    );
    expect(router.state.location.state).toEqual({ fromList: true });
    void router.navigate(-1);
    fireEvent.click(
      within(await screen.findByRole('article', { name: '1号馆入口' })).getByRole('button', { name: '核销员' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkpoint/checker/7'));
    void router.navigate(-1);
    fireEvent.click(
      within(await screen.findByRole('article', { name: '1号馆入口' })).getByRole('button', { name: '记录' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkpoint/logs/7'));
    void router.navigate(-1);
    fireEvent.click(await screen.findByRole('button', { name: '添加核销点' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkpoint/add/5'));
  });

  it('deletes after a confirm; the server’s refusal is shown', async () => {
    deleteAnswer = () => Promise.reject(new ApiError(ErrorCode.CONFLICT, '该核销点已有核销记录，不能删除'));
    open();
    const first = await screen.findByRole('article', { name: '1号馆入口' });
    fireEvent.click(within(first).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('确定删除核销点「1号馆入口」吗？');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    // the close animation ran past 5 s once on the loaded CI machine (stop 26): this one wait is given 15 s
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 15_000 });
    expect(vi.mocked(api.call).mock.calls.some(([d]) => d === checkpointDelete)).toBe(false);

    fireEvent.click(within(first).getByRole('button', { name: '删除' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('该核销点已有核销记录，不能删除')).toBeTruthy();
    expect(vi.mocked(api.call).mock.calls.find(([d]) => d === checkpointDelete)?.[1]).toEqual({ id: 7 });
  });

  it('an item without points says so', async () => {
    points = [];
    open();
    expect(await screen.findByText('暂无核销点')).toBeTruthy();
    expect(screen.getByRole('button', { name: '添加核销点' })).toBeTruthy();
  });
});
