import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rideMyList, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import MyRidesPage from './my-rides-page';
import { pageOf, rideCard } from './rider-test-data';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const callsTo = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q);
const mineOf = (status: number, label: string, reached: number) => ({
  ...rideCard({ phase: 3, phase_label: '骑行中' }),
  application_id: 40 + status,
  status,
  status_label: label,
  reached,
  // the server decides: an approved rider clocks in; the mark once a checkpoint is reached
  actions: { clockin: status === 1, mark: status === 1 && reached > 0 },
});

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  useSession.setState({ token: 't', uid: 1 });
});

describe('/my/funly-ride', () => {
  it('lists my rides by status tab with the reached count; links to detail, clock-in and mark', async () => {
    vi.mocked(api.call).mockImplementation(((_def: unknown, q: { status?: number }) =>
      Promise.resolve(
        pageOf(q.status === 4 ? [{ ...mineOf(4, '未通过', 0), title: '被拒的骑行' }] : [mineOf(1, '已通过', 1)]),
      )) as never);
    const { path, router } = renderAt('/my/funly-ride', [{ path: '/my/funly-ride', element: <MyRidesPage /> }]);
    expect(await screen.findByText('已通过', { selector: '.adm-tag' })).toBeTruthy();
    expect(screen.getByText('已打卡 1/2')).toBeTruthy();
    expect(callsTo(rideMyList)[0]).toEqual({ page: 1, page_size: 10 });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '全部',
      '待审核',
      '已通过',
      '未通过',
      '已取消',
    ]);

    fireEvent.click(screen.getByRole('button', { name: '打卡' }));
    expect(path()).toBe('/my/funly-ride/clockIn?id=7');
    await router.navigate(-1);
    fireEvent.click(await screen.findByRole('button', { name: '纪念标记' }));
    expect(path()).toBe('/funly/rideTogether/genMark?id=7');
    await router.navigate(-1);
    fireEvent.click(await screen.findByRole('link', { name: '环金佛山周末骑' }));
    expect(path()).toBe('/funly/rideTogether?id=7');
    await router.navigate(-1);

    fireEvent.click(await screen.findByRole('tab', { name: '未通过' }));
    expect(await screen.findByText('被拒的骑行')).toBeTruthy();
    await waitFor(() => expect(callsTo(rideMyList).at(-1)).toEqual({ status: 4, page: 1, page_size: 10 }));
    expect(path()).toBe('/my/funly-ride?status=4');
    expect(screen.queryByRole('button', { name: '打卡' })).toBeNull();
    expect(screen.queryByRole('button', { name: '纪念标记' })).toBeNull();
  });

  it('shows the empty state', async () => {
    vi.mocked(api.call).mockResolvedValue(pageOf([]) as never);
    renderAt('/my/funly-ride', [{ path: '/my/funly-ride', element: <MyRidesPage /> }]);
    expect(await screen.findByText('暂无骑行报名')).toBeTruthy();
  });
});
