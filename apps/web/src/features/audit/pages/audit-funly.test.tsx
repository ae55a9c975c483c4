import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { auditDecide, auditInfo, auditList, type AuditRecord, type CallDef, type FunlyDetail } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { renderAt } from '../../../test/render-at';
import AuditDetailPage from './audit-detail-page';
import AuditListPage from './audit-list-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const audit: AuditRecord = {
  id: 8,
  type: 'funly',
  type_label: '活动审核',
  target_id: 11,
  target_name: '周末车友自驾聚会',
  business_name: '示例车友会',
  status: 1,
  verify_type: '活动审核',
  avatar: '',
  nickname: '商家老李',
  create_time: 1780000000,
  remark: '',
};

const funly = {
  id: 11,
  title: '周末车友自驾聚会',
  cover: '/uploads/cover.png',
  kind: 3,
  kind_label: '聚会',
  state: 'auditing',
  running_state: 0,
  running_label: '审核中',
  start_time: 1780000000,
  end_time: 1780010000,
  signup_start: 1779000000,
  signup_end: 1779990000,
  place: '国际博览中心',
  address: '悦来大道66号',
  longitude: 106.55,
  latitude: 29.56,
  capacity: 50,
  max_companions: 1,
  need_approval: true,
  waitlist: false,
  form_id: null,
  payment_order: 1,
  description: '<p>签到后<strong>集合</strong></p>',
  relations: [{ id: 4, product_type: 1, name: '普通观展票', sell_value: 5050, par_value: 8000, left: 100 }],
  business_name: '示例车友会',
} as unknown as FunlyDetail;

const sentTo = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q);

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockImplementation(((def: CallDef, q?: { pass: boolean }) =>
    def === auditInfo
      ? Promise.resolve({ audit, item: null, funly, changes: { capacity: 50 } })
      : def === auditDecide
        ? Promise.resolve({ audit: { ...audit, status: q?.pass ? 2 : 3 } })
        : def === auditList
          ? Promise.resolve({ list: [audit], count: 1, page_size: 10 })
          : Promise.reject(new Error(def.path))) as typeof api.call);
});

describe('活动审核', () => {
  it('the list filters by type funly (活动审核)', async () => {
    renderAt('/b/audit', [{ path: '/b/audit', element: <AuditListPage /> }]);
    fireEvent.click(await screen.findByRole('button', { name: '活动审核' }));
    await waitFor(() => expect(sentTo(auditList).at(-1)).toMatchObject({ type: 'funly' }));
  });

  it('the detail shows the event with the change marked, and passes it', async () => {
    const { path } = renderAt('/b/audit/funly/8', [
      { path: '/b/audit', element: <p>审核列表页</p> },
      { path: '/b/audit/:type/:id', element: <AuditDetailPage /> },
    ]);
    await screen.findByText('活动信息');
    expect(screen.getByText('国际博览中心 悦来大道66号')).toBeTruthy();
    expect(screen.getByText('普通观展票（¥50.50）')).toBeTruthy();
    expect(screen.getByText('集合').tagName).toBe('STRONG');
    const highlighted = [...document.querySelectorAll('.kv-row.is-highlight dt')].map((dt) => dt.textContent);
    expect(highlighted).toEqual(['人数上限已修改']);
    fireEvent.click(screen.getByRole('button', { name: '通过' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(sentTo(auditDecide)).toEqual([{ id: 8, pass: true, remark: '' }]));
    // decided: back to where the auditor came from
    await waitFor(() => expect(path()).toBe('/start'));
  });
});
