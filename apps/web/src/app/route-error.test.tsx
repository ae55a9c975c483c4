import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import type { RouteEntry } from './routes/types';

const table: RouteEntry[] = [
  {
    path: '/broken',
    title: '坏页',
    login: false,
    // a page chunk that cannot be loaded (a lost connection, a new deployment)
    page: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  },
];

describe('the route error page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the page failed to load, as an alert, and 刷新页面 reloads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderApp(table, ['/broken']);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('页面加载失败');
    expect(alert.textContent).toContain('网络不稳定或版本已更新，请刷新重试');
    expect(screen.getByRole('heading', { name: '页面加载失败' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '刷新页面' })));
    expect(reload).toHaveBeenCalled();
  });
});
