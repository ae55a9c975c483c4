import { act, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { pageOf, renderApp } from '../test/render-app';
import { appRoutes, firstSegment } from './build-routes';
import type { RouteEntry } from './routes/types';

const page = (text: string) => pageOf(() => <p>{text}</p>);
const table: RouteEntry[] = [
  { path: '/', title: '首页', login: false, redirect: '/funly' },
  { path: '/funly', title: '活动', login: false, home: true, page: page('funly tab') },
  { path: '/my', title: '我的', login: false, home: true, page: page('my tab') },
  { path: '/funly/show', title: '活动详情', login: false, page: page('an event') },
  { path: '/post/:id', title: '帖子', login: false, page: page('a post') },
  { path: '/post/new', title: '发帖', login: false, page: page('a new post') },
];

/** the paths of a route list, nested under their parents' ids */
const pathsOf = (routes: RouteObject[]): unknown[] =>
  routes.map((r) => (r.children ? { [r.id ?? '']: pathsOf(r.children) } : r.path));

describe('routes added as they are visited (build-routes.tsx, appRoutes)', () => {
  it("the router starts with the address's first segment only, and knows a segment from below the base path", () => {
    expect(firstSegment('/static-kc2/funly/show', '/static-kc2')).toBe('funly');
    expect(firstSegment('/static-kc2', '/static-kc2')).toBe('');
    expect(firstSegment('/funly/show')).toBe('funly');
    expect(firstSegment('/')).toBe('');
    expect(firstSegment('/Static-KC2/LoginPwd', '/static-kc2')).toBe('loginpwd');

    const { routes } = appRoutes(table, '/static-kc2/funly/show', '/static-kc2');
    expect(pathsOf(routes)).toEqual([{ root: [{ home: ['/funly'] }, '/funly/show', '/404', '*'] }]);
  });

  it("adds a segment's rows the first time a path of it is reached, and only then", () => {
    const { patchRoutesOnNavigation } = appRoutes(table, '/funly');
    const patch = vi.fn();
    patchRoutesOnNavigation({ path: '/post/3', patch });
    expect(patch.mock.calls.map(([id, children]) => [id, pathsOf(children as RouteObject[])])).toEqual([
      ['root', ['/post/:id', '/post/new']],
    ]);
    patch.mockClear();
    patchRoutesOnNavigation({ path: '/post/new', patch });
    patchRoutesOnNavigation({ path: '/funly/show', patch });
    patchRoutesOnNavigation({ path: '/no-such-page', patch });
    expect(patch).not.toHaveBeenCalled();
    patchRoutesOnNavigation({ path: '/my', patch });
    expect(patch.mock.calls.map(([id, children]) => [id, pathsOf(children as RouteObject[])])).toEqual([
      ['home', ['/my']],
    ]);
  });

  it('a visitor reaches every page from any first page: home tabs in the home layout, a static path before a parameter, 404 for the rest', async () => {
    const { router, path } = renderApp(table, ['/funly/show']);
    await screen.findByText('an event');
    await act(() => router.navigate('/post/new'));
    await screen.findByText('a new post');
    // React Router matches without regard to case, and so are segments added
    await act(() => router.navigate('/MY'));
    await screen.findByText('my tab');
    await act(() => router.navigate('/post/9'));
    await screen.findByText('a post');
    await act(() => router.navigate('/my'));
    await screen.findByText('my tab');
    // the bottom navigation of the home layout
    expect(screen.getByText('活动')).toBeTruthy();
    await act(() => router.navigate('/funly'));
    await screen.findByText('funly tab');
    await act(() => router.navigate('/'));
    await screen.findByText('funly tab');
    expect(path()).toBe('/funly');
    await act(() => router.navigate('/funly/nothing-here'));
    await screen.findByText('404错误页面');
    await act(() => router.navigate('/nothing-here'));
    await screen.findByText('404错误页面');
    await act(() => router.navigate(-1));
    await screen.findByText('404错误页面');
    await act(() => router.navigate(-3));
    await screen.findByText('my tab');
  });
});
