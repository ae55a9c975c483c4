import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useParams } from 'react-router';
import { holdingCode, holdingWatch, type CallDef } from '@kc/shared';
import { cardOf } from '../features/holding/test-helpers';
import type * as http from '../lib/http';
import { api } from '../lib/http';
import { useSession } from '../lib/session';
import { routeTable } from './routes/table';
import { pageOf, renderApp } from '../test/render-app';
import type { RouteEntry } from './routes/types';

vi.mock('../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

/** The page reads the query its route's prefetch fills; its own call answers 'fetched by the page'. */
const pageCall = vi.fn(async () => 'fetched by the page');
function Item() {
  const { id } = useParams();
  const q = useQuery({ queryKey: ['item', id], queryFn: pageCall, staleTime: 10_000 });
  return <p>{q.isPending ? 'loading' : `item ${id}: ${q.data}`}</p>;
}

const prefetch = vi.fn<NonNullable<RouteEntry['prefetch']>>((params, queryClient) =>
  queryClient.prefetchQuery({ queryKey: ['item', params.id], queryFn: async () => 'fetched with the route' }),
);
const check: RouteEntry['check'] = (p) => (p.id && /^\d+$/.test(p.id) ? 'ok' : 'notFound');
const table: RouteEntry[] = [
  { path: '/login', title: '登录', login: false, page: pageOf(() => <p>login page</p>) },
  { path: '/item/:id?', title: '详情', login: false, check, prefetch, page: pageOf(Item) },
  { path: '/mine/:id?', title: '我的', login: true, check, prefetch, page: pageOf(Item) },
];

beforeEach(() => {
  useSession.getState().clearSession();
  prefetch.mockClear();
  pageCall.mockClear();
});

describe("a route's prefetch: the page's first call starts when the route is entered (build-routes.tsx)", () => {
  it('starts with the route, and the page shows its answer without calling again', async () => {
    renderApp(table, ['/item/7']);
    await screen.findByText('item 7: fetched with the route');
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch.mock.calls[0]![0]).toMatchObject({ id: '7' });
    expect(pageCall).not.toHaveBeenCalled();
  });

  it('is not started when the guard turns the visitor away (login needed, a bad id)', async () => {
    const { path } = renderApp(table, ['/mine/7']);
    await screen.findByText('login page');
    expect(path()).toMatch(/^\/login/);
    const other = renderApp(table, ['/item/abc']);
    await screen.findByText('404错误页面');
    expect(other.path()).toBe('/404');
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('a failed prefetch leaves the call to the page', async () => {
    prefetch.mockImplementationOnce(() => Promise.reject(new Error('network')));
    renderApp(table, ['/item/8']);
    await screen.findByText('item 8: fetched by the page');
    expect(pageCall).toHaveBeenCalledTimes(1);
  });
});

describe("the QR screens' rows of the app's route table", () => {
  it('ask for the code with the route, and the page does not ask again', async () => {
    vi.mocked(api.call).mockImplementation(((def: CallDef) => {
      if (def === holdingCode)
        return Promise.resolve({
          code: 'K.21.0.sig',
          short_code: '1234567890',
          expires_at: 0,
          refresh_in: 30,
          card: cardOf(),
        });
      // the live watch never answers in this test
      if (def === holdingWatch) return new Promise(() => undefined);
      return Promise.reject(new Error(`unexpected ${def.path}`));
    }) as never);
    useSession.setState({ token: 'tok' });
    const rows = routeTable.filter((r) => r.path.startsWith('/verification/show-qrcode/'));
    expect(rows.map((r) => !!r.prefetch)).toEqual([true, true, true]);
    renderApp(rows, ['/verification/show-qrcode/ticket/21']);
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: '核销二维码' })?.getAttribute('data-code')).toBe('K.21.0.sig'),
    );
    const asked = vi.mocked(api.call).mock.calls.filter(([d]) => d === holdingCode);
    expect(asked.map(([, q]) => q)).toEqual([{ holding_id: 21, print: false }]);
  });
});
