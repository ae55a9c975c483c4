import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkpointInfo, checkpointLogs, offlineConflicts, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { conflictOf } from '../offline/test-kit';
import { pointOf, recordOf, renderAt } from '../test-helpers';
import CheckpointLogsPage from './checkpoint-logs-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const records = [
  recordOf(),
  recordOf({ id: 91, mode: 2, checker_name: '', holder_name: '', holder_mobile: '13900000011' }),
];

beforeEach(() => {
  useSession.setState({ token: 't', uid: 3 });
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockImplementation(((def: CallDef) => {
    if (def === checkpointInfo) return Promise.resolve(pointOf());
    if (def === checkpointLogs)
      return Promise.resolve({
        list: records,
        count: 2,
        page_size: 10,
        total: 2,
        days: [
          { day: '2024-06-10', count: 1 },
          { day: '2024-06-09', count: 1 },
        ],
      });
    return Promise.reject(new Error(`unexpected ${def.path}`));
  }) as never);
});

describe('CheckpointLogsPage', () => {
  it('shows the total, the totals per day and each record with the holder masked', async () => {
    renderAt('/checkpoint/logs/7', [{ path: '/checkpoint/logs/:id', element: <CheckpointLogsPage /> }]);
    const summary = await screen.findByRole('region', { name: '核销统计' });
    expect(summary.textContent).toContain('累计核销2次');
    expect(within(summary).getByText('2024-06-10')).toBeTruthy();
    expect(await screen.findByText('观众小王 138****0001')).toBeTruthy();
    expect(screen.getByText('139****0011')).toBeTruthy();
    expect(screen.getByText('核销员：核销员小李')).toBeTruthy();
    expect(screen.getByText('持有人扫码')).toBeTruthy();
    expect(screen.getByText('核销员：持有人自助')).toBeTruthy();
    expect(screen.getAllByText('2024.06.10 14:13:20')).toHaveLength(2);
    expect(screen.getByText('1号馆入口 · 车展门票')).toBeTruthy();
    expect(document.body.textContent).not.toContain('13800000001');
  });

  it('lists the conflicts 20 at a time: 加载更多 names how many are left and brings the rest', async () => {
    const all = Array.from({ length: 25 }, (_, i) => conflictOf({ id: 100 - i }));
    const base = vi.mocked(api.call).getMockImplementation()!;
    vi.mocked(api.call).mockImplementation(((def: CallDef, q: { page: number; page_size: number }) =>
      def === offlineConflicts
        ? Promise.resolve({
            list: all.slice((q.page - 1) * q.page_size, q.page * q.page_size),
            count: all.length,
            page_size: q.page_size,
          })
        : base(def as never, q as never)) as never);
    renderAt('/checkpoint/logs/7', [{ path: '/checkpoint/logs/:id', element: <CheckpointLogsPage /> }]);
    const section = await screen.findByRole('region', { name: '冲突记录' });
    expect(within(section).getByText('冲突记录 25 条')).toBeTruthy();
    expect(await within(section).findAllByTestId('conflict-row')).toHaveLength(20);
    fireEvent.click(within(section).getByRole('button', { name: '加载更多（还有 5 条）' }));
    await vi.waitFor(() => expect(within(section).getAllByTestId('conflict-row')).toHaveLength(25));
    expect(within(section).queryByRole('button', { name: /加载更多/ })).toBeNull();
    expect(
      vi
        .mocked(api.call)
        .mock.calls.filter(([d]) => d === offlineConflicts)
        .map(([, q]) => q),
    ).toEqual([
      { id: 7, page: 1, page_size: 20 },
      { id: 7, page: 2, page_size: 20 },
    ]);
  });
});
