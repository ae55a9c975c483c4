import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, renderApp } from '../test/render-app';
import type { RouteEntry } from './routes/types';

const table: RouteEntry[] = [
  { path: '/', title: '首页', login: false, redirect: '/buy' },
  { path: '/buy', title: '购票', login: false, page: pageOf(() => <p>front door</p>) },
  { path: '/somewhere', title: '某页', login: false, page: pageOf(() => <p>somewhere page</p>) },
];

describe('404 page', () => {
  it('shows the texts; 返回上一页 goes back in history', async () => {
    const { path } = renderApp(table, ['/somewhere', '/no/such/page'], 1);
    expect(await screen.findByText('404错误页面')).toBeTruthy();
    expect(screen.getByText('Sorry您访问的页面不见了~')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '返回上一页' })));
    await screen.findByText('somewhere page');
    expect(path()).toBe('/somewhere');
  });

  it('返回上一页 without an earlier entry goes home', async () => {
    const { path } = renderApp(table, ['/404']);
    await screen.findByText('404错误页面');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '返回上一页' })));
    await screen.findByText('front door');
    expect(path()).toBe('/buy');
  });

  it('回到首页 goes to the front door (/ → /buy, public)', async () => {
    const { path } = renderApp(table, ['/somewhere', '/x'], 1);
    await screen.findByText('404错误页面');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '回到首页' })));
    await screen.findByText('front door');
    expect(path()).toBe('/buy');
  });
});
