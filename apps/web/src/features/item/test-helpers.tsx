import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { itemAction, itemInfo, itemSave, myBusinesses, projectList, type CallDef, type Item } from '@kc/shared';
import { createQueryClient } from '../../lib/query-client';
import { api } from '../../lib/http';
import { useSession } from '../../lib/session';
import { withRouteHandles } from '../../test/route-handles';
import ItemDetailPage from './pages/item-detail-page';
import ItemFormPage from './pages/item-form-page';

/** A complete draft ticket as the server answers it. */
export const sampleItem = (over: Partial<Item> = {}): Item => ({
  id: 7,
  product_type: 1,
  is_cert: false,
  state: 'draft',
  status: 6,
  project_id: 3,
  project_name: '2026重庆国际车展',
  name: '普通观展票',
  template_kind: 1,
  style_icon: '',
  style_color: '',
  par_value: 8000,
  sell_value: 5050,
  total_stock: 100,
  per_user_limit: 2,
  issue_start: 1780000000,
  issue_end: 1782000000,
  validity_start: 1780000000,
  validity_end: 1782000000,
  rule_content: '凭票入场',
  write_off_mode: 2,
  store_write_off_mode: 11,
  shop_kind: 11,
  distribution_mode: 1,
  registration_distribution: 1,
  payment_order: 1,
  limit_type: 1,
  limit_num: 1,
  form_id: null,
  reject_remark: '',
  counts: { issued: 0, given: 0, written_off: 0, remaining: 100 },
  actions: ['edit', 'submit', 'copy', 'delete'],
  pending_change: false,
  ...over,
});

type Handler = (query: Record<string, unknown>) => unknown;

/**
 * Answers api.call by contract (the module must be mocked with `api: { call: vi.fn() }`); a handler may
 * throw an ApiError. The business and its published project are always there.
 */
export const answer = (handlers: [CallDef, Handler][]) => {
  const all = new Map<CallDef, Handler>([
    [myBusinesses, () => ({ list: [{ business_id: 1, business_name: '示例车展运营公司', roles: ['owner'] }] })],
    [
      projectList,
      () => ({ list: [{ id: 3, name: '2026重庆国际车展', state: 'published' }], count: 1, page_size: 100 }),
    ],
    ...handlers,
  ]);
  vi.mocked(api.call).mockImplementation(((def: CallDef, query?: Record<string, unknown>) => {
    const h = all.get(def);
    return h ? Promise.resolve().then(() => h(query ?? {})) : Promise.reject(new Error(`no handler for ${def.path}`));
  }) as typeof api.call);
};

/** The queries sent to one call. */
export const sent = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q as Record<string, unknown>);

export { itemAction, itemInfo, itemSave };

/** The item routes in a memory router at `url` (after a first screen /start), as the current business's owner. */
export const renderItemRoute = (url: string) => {
  useSession.setState({ token: 't', businessId: 1 });
  const router = createMemoryRouter(
    withRouteHandles([
      { path: '/ticket/create', element: <ItemFormPage /> },
      { path: '/ticket/edit/:id', element: <ItemFormPage /> },
      { path: '/ticket-invitation/ticket/:id', element: <ItemDetailPage /> },
      { path: '*', element: <p>其他页面</p> },
    ]),
    { initialEntries: ['/start', url], initialIndex: 1 },
  );
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, view };
};
