import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { auditDecide, auditInfo, type AuditRecord, type CallDef, type Item } from '@kc/shared';
import { createQueryClient } from '../../../lib/query-client';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { withRouteHandles } from '../../../test/route-handles';
import AuditDetailPage from './audit-detail-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const audit = (over: Partial<AuditRecord> = {}): AuditRecord => ({
  id: 5,
  type: 'ticket',
  type_label: '门票审核',
  target_id: 7,
  target_name: '普通观展票',
  business_name: '示例车展运营公司',
  status: 1,
  verify_type: '门票审核',
  avatar: '',
  nickname: '商家老李',
  create_time: 1780000000,
  remark: '',
  ...over,
});
const item = {
  id: 7,
  product_type: 1,
  name: '普通观展票',
  project_name: '2026重庆国际车展',
  par_value: 8000,
  sell_value: 5050,
} as Item;

const sentTo = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q);

const renderDetail = (changes: Record<string, unknown> = {}) => {
  vi.mocked(api.call).mockImplementation(((def: CallDef, q?: { pass: boolean; remark: string }) =>
    def === auditInfo
      ? Promise.resolve({
          audit: audit(),
          item: {
            ...item,
            total_stock: 100,
            per_user_limit: 2,
            issue_start: null,
            issue_end: null,
            validity_start: null,
            validity_end: null,
            rule_content: '',
            counts: { issued: 0, given: 0, written_off: 0, remaining: 100 },
          },
          changes,
        })
      : def === auditDecide
        ? Promise.resolve({ audit: audit({ status: q?.pass ? 2 : 3, remark: q?.remark ?? '' }) })
        : Promise.reject(new Error(def.path))) as typeof api.call);
  const router = createMemoryRouter(
    withRouteHandles([
      { path: '/b/audit', element: <p>审核列表页</p> },
      { path: '/b/audit/:type/:id', element: <AuditDetailPage /> },
    ]),
    { initialEntries: ['/b/audit', '/b/audit/ticket/5'], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

beforeEach(() => {
  vi.mocked(api.call).mockReset();
});

describe('audit detail', () => {
  it('驳回 needs a reason: empty shows 请填写驳回原因 and sends nothing; with one it rejects and goes back', async () => {
    const router = renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: '驳回' }));
    const popup = (await screen.findByText('驳回审核')).closest('.adm-center-popup') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: '确定驳回' }));
    expect(await within(popup).findByText('请填写驳回原因')).toBeTruthy();
    fireEvent.change(within(popup).getByRole('textbox', { name: '驳回原因' }), { target: { value: '   ' } });
    fireEvent.click(within(popup).getByRole('button', { name: '确定驳回' }));
    expect(within(popup).getByText('请填写驳回原因')).toBeTruthy();
    expect(sentTo(auditDecide)).toHaveLength(0);

    fireEvent.change(within(popup).getByRole('textbox', { name: '驳回原因' }), { target: { value: '票价与面值不符' } });
    expect(within(popup).queryByText('请填写驳回原因')).toBeNull();
    fireEvent.click(within(popup).getByRole('button', { name: '确定驳回' }));
    await waitFor(() => expect(sentTo(auditDecide)).toEqual([{ id: 5, pass: false, remark: '票价与面值不符' }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/b/audit'));
  });

  it('通过 asks first, then passes', async () => {
    const router = renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: '通过' }));
    await screen.findByText('确定通过该审核吗？通过后立即生效');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sentTo(auditDecide)).toEqual([{ id: 5, pass: true, remark: '' }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/b/audit'));
  });

  it('highlights the rows whose fields the change touches', async () => {
    renderDetail({ sell_value: 5050, issue_end: 1782000000 });
    await screen.findByText('通过后的内容（高亮为本次修改）');
    const highlighted = [...document.querySelectorAll('.kv-row.is-highlight dt')].map((dt) => dt.textContent);
    expect(highlighted).toEqual(['售价已修改', '发放时间已修改']);
    expect(screen.getByText('这是对已上线内容的修改，通过后按新内容生效')).toBeTruthy();
  });
});
