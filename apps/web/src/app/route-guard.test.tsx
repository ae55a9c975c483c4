import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useParams, useSearchParams } from 'react-router';
import LoginPage from '../features/auth/pages/login-page';
import { useSession } from '../lib/session';
import { pageOf, renderApp } from '../test/render-app';
import type { RouteEntry } from './routes/types';

function Private() {
  const [search] = useSearchParams();
  return <p>private page {search.get('tab')}</p>;
}
function Typed() {
  const { type } = useParams();
  const [search] = useSearchParams();
  return <p>{`type ${type} flag ${search.get('isNotMatchParams') ?? 'none'}`}</p>;
}
const NotFoundStub = () => <p>ok detail</p>;

const table: RouteEntry[] = [
  { path: '/', title: '首页', login: false, redirect: '/private' },
  { path: '/login', title: '登录', login: false, page: pageOf(LoginPage) },
  { path: '/private', title: '私有', login: true, page: pageOf(Private) },
  {
    path: '/typed/:type',
    title: '类型',
    login: false,
    page: pageOf(Typed),
    check: (p) => (p.type === 'a' ? 'ok' : 'notMatch'),
  },
  {
    path: '/item/:id?',
    title: '详情',
    login: false,
    page: pageOf(NotFoundStub),
    check: (p) => (p.id && /^\d+$/.test(p.id) ? 'ok' : 'notFound'),
  },
  { path: '/wip', title: '建设中的页面', login: false },
];

const session = {
  token: 'new',
  refreshToken: 'r',
  expires_in: 7200,
  uid: 1,
  mobile: '13800000000',
  username: 'u',
  userInfo: {},
};

beforeEach(() => {
  useSession.getState().clearSession();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('route guard', () => {
  it('sends a logged-out user to /login with the full path, and after login to that target', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ code: 0, message: 'ok', data: session })));
    vi.stubGlobal('fetch', fetchMock);
    const { path } = renderApp(table, ['/private?tab=2']);

    await screen.findByText('请登录');
    expect(path()).toBe(`/login?redirect=${encodeURIComponent('/private?tab=2')}`);

    fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '138 0000 0000' } });
    fireEvent.change(screen.getByPlaceholderText('请输入6位验证码'), { target: { value: '123456' } });
    // the consent comes first: nothing is sent until 《用户协议》《隐私政策》 are agreed to
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await screen.findByText('请先阅读并同意《用户协议》和《隐私政策》');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    await screen.findByText('private page 2');
    expect(path()).toBe('/private?tab=2');
    expect(useSession.getState().token).toBe('new');
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)) as {
      query: unknown;
    };
    expect(body.query).toEqual({ mobile: '13800000000', code: '123456' });
  });

  it('lets a logged-in user through; redirect entries replace the URL', async () => {
    useSession.setState({ token: 'tok' });
    const { path, router } = renderApp(table, ['/']);
    await screen.findByText('private page');
    expect(path()).toBe('/private');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('notMatch: adds isNotMatchParams=1 to the query once, warns, and renders the page with the flag', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { path } = renderApp(table, ['/typed/zzz?x=1']);
    await screen.findByText('type zzz flag 1');
    expect(path()).toBe('/typed/zzz?x=1&isNotMatchParams=1');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a matching parameter renders without the flag', async () => {
    renderApp(table, ['/typed/a']);
    await screen.findByText('type a flag none');
  });

  it('notFound: warns and goes to /404', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { path } = renderApp(table, ['/item/abc']);
    await screen.findByText('404错误页面');
    expect(path()).toBe('/404');
    expect(warn).toHaveBeenCalled();
  });

  it('an entry without a page shows 功能建设中 with its title; unknown paths show the 404 page', async () => {
    const { router } = renderApp(table, ['/wip?isNotMatchParams=1']);
    await screen.findByText('功能建设中');
    expect(screen.getAllByText(/建设中的页面/).length).toBeGreaterThan(0);
    expect(screen.getByText('页面参数有误，请检查链接是否完整。')).toBeTruthy();
    await act(() => router.navigate('/no/such/page'));
    await waitFor(() => expect(screen.getByText('Sorry您访问的页面不见了~')).toBeTruthy());
  });
});
