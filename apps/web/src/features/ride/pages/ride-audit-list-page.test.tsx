import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rideApplyAudit, rideApplyList } from '@kc/shared';
import { confirmAction } from '../../../components/ui/confirm';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { renderAt } from '../../../test/render-at';
import { answerCalls, applicationOf, sentTo } from '../components/ride-leader-test-data';
import RideAuditListPage from './ride-audit-list-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../components/ui/confirm', () => ({ confirmAction: vi.fn(() => Promise.resolve(true)) }));

const open = () =>
  renderAt('/funly-ride/apply/auditList/21', [
    { path: '/funly-ride/apply/auditList/:id', element: <RideAuditListPage /> },
  ]);

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  vi.mocked(confirmAction).mockClear();
  answerCalls([
    [
      rideApplyList,
      (q) => ({
        list:
          q.status === 1
            ? [
                applicationOf({
                  id: 42,
                  nickname: '骑友老张',
                  status: 1,
                  status_label: '已通过',
                  actions: { approve: false, decline: false, role: true },
                }),
              ]
            : [applicationOf()],
        count: 1,
        page_size: 20,
        counts: { '1': 3, '2': 1, '5': 2 },
      }),
    ],
    [rideApplyAudit, (q) => applicationOf({ status: q.pass ? 1 : 4 })],
  ]);
});

describe('骑行报名审核列表', () => {
  it('status tabs with counts; a row shows rider, bike and passengers; another tab lists its status', async () => {
    open();
    const row = await screen.findByRole('article', { name: '骑友小李的报名' });
    for (const t of ['待审核(1)', '已通过(3)', '未通过(0)', '已取消(2)'])
      expect(await screen.findByText(t)).toBeTruthy();
    expect(within(row).getByText('本田 CB400 · 400cc')).toBeTruthy();
    expect(within(row).getByText('同乘1人')).toBeTruthy();
    expect(sentTo(rideApplyList).some((q) => q.id === 21 && q.status === 2)).toBe(true);
    fireEvent.click(screen.getByText('已通过(3)'));
    const going = await screen.findByRole('article', { name: '骑友老张的报名' });
    expect(within(going).queryByRole('button', { name: /通过/ })).toBeNull();
  });

  it('approves after a confirm; a row opens the review page', async () => {
    const { path } = open();
    const row = await screen.findByRole('article', { name: '骑友小李的报名' });
    fireEvent.click(within(row).getByRole('button', { name: '通过骑友小李的报名' }));
    await waitFor(() => expect(sentTo(rideApplyAudit)).toEqual([{ id: 41, pass: true, remark: '' }]));
    expect(confirmAction).toHaveBeenCalledWith('确定通过该报名吗？');
    fireEvent.click(row);
    await waitFor(() => expect(path()).toBe('/funly-ride/applicationForm/review/41'));
  });

  it('declines with a reason (required)', async () => {
    open();
    const row = await screen.findByRole('article', { name: '骑友小李的报名' });
    fireEvent.click(within(row).getByRole('button', { name: '拒绝骑友小李的报名' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定驳回' }));
    expect(await screen.findByText('拒绝时请填写原因')).toBeTruthy();
    expect(sentTo(rideApplyAudit)).toHaveLength(0);
    fireEvent.change(screen.getByPlaceholderText('请填写拒绝原因，骑友将看到这段说明'), {
      target: { value: '排量不够' },
    });
    fireEvent.click(screen.getByRole('button', { name: '确定驳回' }));
    await waitFor(() => expect(sentTo(rideApplyAudit)).toEqual([{ id: 41, pass: false, remark: '排量不够' }]));
  });
});
