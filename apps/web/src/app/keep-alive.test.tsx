import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageOf, renderApp } from '../test/render-app';
import { useAppState } from './app-state';
import type { RouteEntry } from './routes/types';

function NameForm({ label }: { label: string }) {
  const [name, setName] = useState('');
  return (
    <div>
      <input aria-label={label} value={name} onChange={(e) => setName(e.target.value)} />
      <div data-keep-scroll="list" data-testid={`${label}-list`} style={{ overflow: 'auto', height: 100 }} />
    </div>
  );
}
const Kept = () => <NameForm label="kept" />;
const Plain = () => <NameForm label="plain" />;
const Other = () => <p>other page</p>;

const table: RouteEntry[] = [
  { path: '/kept', title: '缓存页', login: false, keepAlive: true, page: pageOf(Kept) },
  { path: '/plain', title: '普通页', login: false, page: pageOf(Plain) },
  { path: '/other', title: '其他页', login: false, page: pageOf(Other) },
];

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const userScroll = (el: Element | 'window', top: number) => {
  if (el === 'window') {
    (window as { scrollY: number }).scrollY = top;
    window.dispatchEvent(new Event('scroll'));
  } else {
    el.scrollTop = top;
    el.dispatchEvent(new Event('scroll'));
  }
};

beforeEach(() => {
  useAppState.setState({ routeVisitInfo: {} });
  window.scrollTo(0, 0);
});

describe('keep-alive outlet', () => {
  it('keeps a keep-alive page’s state across navigation away and back; a normal page starts fresh', async () => {
    const { router } = renderApp(table, ['/kept']);
    fireEvent.change(await screen.findByLabelText('kept'), { target: { value: '张三' } });

    await act(() => router.navigate('/other'));
    await screen.findByText('other page');
    await act(() => router.navigate('/kept'));
    expect(input('kept').value).toBe('张三');

    await act(() => router.navigate('/plain'));
    fireEvent.change(await screen.findByLabelText('plain'), { target: { value: '李四' } });
    await act(() => router.navigate('/other'));
    await screen.findByText('other page');
    expect(screen.queryByLabelText('plain')).toBeNull();
    await act(() => router.navigate('/plain'));
    expect((await screen.findByLabelText<HTMLInputElement>('plain')).value).toBe('');
  });

  it('caches per full path: the same page with another query is another entry', async () => {
    const { router } = renderApp(table, ['/kept?a=1']);
    fireEvent.change(await screen.findByLabelText('kept'), { target: { value: 'one' } });
    await act(() => router.navigate('/kept?a=2'));
    expect(screen.getAllByLabelText<HTMLInputElement>('kept').map((i) => i.value)).toEqual(['one', '']);
    await act(() => router.navigate('/kept?a=1'));
    expect(screen.getAllByLabelText<HTMLInputElement>('kept').map((i) => i.value)).toEqual(['one', '']);
  });
});

describe('scroll restore and visit info', () => {
  it('restores the window scroll per full path and records visits and stay time', async () => {
    const { router } = renderApp(table, ['/plain']);
    await screen.findByLabelText('plain');
    userScroll('window', 320);

    await act(() => router.navigate('/other'));
    await screen.findByText('other page');
    expect(window.scrollY).toBe(0);
    const left = useAppState.getState().routeVisitInfo['/plain'];
    expect(left).toMatchObject({ visited: 1, scrollTo: 320 });
    expect(left?.leaveTime).toBeGreaterThanOrEqual(left?.entryTime ?? Infinity);
    expect(left?.maxStayTime).toBeGreaterThanOrEqual(0);

    await act(() => router.navigate('/plain'));
    await screen.findByLabelText('plain');
    expect(window.scrollY).toBe(320);
    expect(useAppState.getState().routeVisitInfo['/plain']?.visited).toBe(2);
  });

  it('restores a keep-alive page’s window scroll and its data-keep-scroll container', async () => {
    const { router } = renderApp(table, ['/kept']);
    await screen.findByLabelText('kept');
    // the page's effects (the scroll listeners) have run, as they have before a person can scroll (a loaded machine
    // could otherwise scroll first)
    await act(() => Promise.resolve());
    const list = screen.getByTestId('kept-list');
    userScroll('window', 150);
    userScroll(list, 80);

    await act(() => router.navigate('/other'));
    await screen.findByText('other page');
    // what display:none does to a hidden container in a browser
    list.scrollTop = 0;

    await act(() => router.navigate('/kept'));
    expect(screen.getByTestId('kept-list')).toBe(list);
    expect(list.scrollTop).toBe(80);
    expect(window.scrollY).toBe(150);
  });
});
