import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rideApplyAudit, rideApplyInfo, rideRoleSet } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { renderAt } from '../../../test/render-at';
import { answerCalls, applicationOf, sentTo } from '../components/ride-leader-test-data';
import RideApplicationReviewPage from './ride-application-review-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const open = () =>
  renderAt('/funly-ride/applicationForm/review/41', [
    { path: '/funly-ride/applicationForm/review/:id', element: <RideApplicationReviewPage /> },
  ]);

beforeEach(() => {
  vi.mocked(api.call).mockReset();
});

describe('骑行报名审核', () => {
  it('shows the application in full with a tel: link, and approves after a confirm', async () => {
    answerCalls([
      [rideApplyInfo, () => applicationOf({ remark: '第一次长途' })],
      [rideApplyAudit, () => applicationOf({ status: 1 })],
    ]);
    const { path } = open();
    expect(await screen.findByText('渝A12345')).toBeTruthy();
    expect(screen.getByText('E 证（普通二轮摩托车）')).toBeTruthy();
    expect(screen.getByText('本田 CB400')).toBeTruthy();
    expect(screen.getByText('第一次长途')).toBeTruthy();
    expect(screen.getByText('李大明')).toBeTruthy();
    const tel = screen.getByRole('link', { name: /拨打紧急联系人李大明的电话/ });
    expect(tel.getAttribute('href')).toBe('tel:13800001111');
    expect(screen.queryByText('领骑')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '通过' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(sentTo(rideApplyAudit)).toEqual([{ id: 41, pass: true, remark: '' }]));
    await waitFor(() => expect(path()).toBe('/start'));
  });

  it('gives an approved rider a role, and takes it away', async () => {
    let role: string | null = null;
    answerCalls([
      [
        rideApplyInfo,
        () =>
          applicationOf({
            status: 1,
            status_label: '已通过',
            role: role as never,
            actions: { approve: false, decline: false, role: true },
          }),
      ],
      [
        rideRoleSet,
        (q) => {
          role = q.role as string | null;
          return applicationOf({ role: role as never });
        },
      ],
    ]);
    open();
    await screen.findByText('领骑');
    expect(screen.queryByRole('button', { name: '通过' })).toBeNull();
    const roles = within(document.querySelector<HTMLElement>('.option-selector')!);
    fireEvent.click(roles.getByText('收队'));
    await waitFor(() => expect(sentTo(rideRoleSet)).toEqual([{ id: 41, role: 'sweeper' }]));
    expect(await screen.findByText('已设为收队')).toBeTruthy();
    await screen.findByText('收队', { selector: '.kv-row dd' });
    fireEvent.click(roles.getByText('无'));
    await waitFor(() => expect(sentTo(rideRoleSet).at(-1)).toEqual({ id: 41, role: null }));
  });
});
