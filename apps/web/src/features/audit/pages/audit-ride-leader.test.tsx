import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { auditDecide, auditInfo, type AuditRecord, type CallDef, type RideLeader } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { renderAt } from '../../../test/render-at';
import AuditDetailPage from './audit-detail-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const audit: AuditRecord = {
  id: 9,
  type: 'ride_leader',
  type_label: '领队审核',
  target_id: 5,
  target_name: '老王',
  business_name: '',
  status: 1,
  verify_type: '领队审核',
  avatar: '',
  nickname: '老王',
  create_time: 1780000000,
  remark: '',
};

const leader: RideLeader = {
  id: 5,
  user_id: 2,
  nickname: '老王',
  avatar: '',
  state: 'pending',
  state_label: '审核中',
  licence_class: 'E',
  riding_years: 6,
  bike: '春风 800MT',
  experience: '带队跑过川西和318，多次组织周末骑行',
  licence_image: '/uploads/licence.png',
  reject_reason: '',
  create_time: 1780000000,
};

const sentTo = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q);

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockImplementation(((def: CallDef, q?: { pass: boolean }) =>
    def === auditInfo
      ? Promise.resolve({ audit, item: null, ride_leader: leader, changes: {} })
      : def === auditDecide
        ? Promise.resolve({ audit: { ...audit, status: q?.pass ? 2 : 3 } })
        : Promise.reject(new Error(def.path))) as typeof api.call);
});

describe('领队审核', () => {
  it('the detail shows the leader application and rejects it with a reason', async () => {
    const { path } = renderAt('/b/audit/ride_leader/9', [{ path: '/b/audit/:type/:id', element: <AuditDetailPage /> }]);
    await screen.findByText('领队申请');
    expect(screen.getByText('E 证（普通二轮摩托车）')).toBeTruthy();
    expect(screen.getByText('6年')).toBeTruthy();
    expect(screen.getByText('春风 800MT')).toBeTruthy();
    expect(screen.getByText('带队跑过川西和318，多次组织周末骑行')).toBeTruthy();
    expect(screen.getByAltText('老王的驾驶证照片').getAttribute('src')).toBe('/uploads/licence.png');
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    fireEvent.change(await screen.findByPlaceholderText('请填写驳回原因，申请人将看到这段说明'), {
      target: { value: '驾驶证照片不清晰' },
    });
    fireEvent.click(screen.getByRole('button', { name: '确定驳回' }));
    await waitFor(() => expect(sentTo(auditDecide)).toEqual([{ id: 9, pass: false, remark: '驾驶证照片不清晰' }]));
    await waitFor(() => expect(path()).toBe('/start'));
  });
});
