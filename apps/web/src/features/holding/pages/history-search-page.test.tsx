import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdingList, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { cardOf, listOf, renderAt } from '../test-helpers';
import HistorySearchPage from './history-search-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const KEY = 'holding-search-history-3';

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockImplementation(((def: CallDef, q: { keyword: string }) =>
    def === holdingList
      ? Promise.resolve(listOf([cardOf({ product_type: 3, ticket_name: `${q.keyword}试驾邀请函` })]))
      : Promise.reject(new Error(`unexpected ${def.path}`))) as never);
});
afterEach(() => vi.useRealTimers());

const open = (url = '/my/history/3/search') =>
  renderAt(url, [
    { path: '/my/history/3/search', element: <HistorySearchPage /> },
    { path: '/my/history/:type/search', element: <HistorySearchPage /> },
  ]);
const box = () => screen.getByPlaceholderText<HTMLInputElement>('搜索邀请函名称');
const searches = () =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === holdingList)
    .map(([, q]) => q);

describe('HistorySearchPage (spec 5)', () => {
  it('searches 500 ms after the last keystroke, never for empty text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    open();
    fireEvent.change(box(), { target: { value: '   ' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(searches()).toHaveLength(0);
    fireEvent.change(box(), { target: { value: '摩' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(box(), { target: { value: '摩博' } });
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(searches()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(150));
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]).toEqual({ product_type: 3, scope: 'valid', keyword: '摩博', page: 1, page_size: 10 });
    expect(await screen.findByText('摩博试驾邀请函')).toBeTruthy();
  });

  it('keeps unique entries (max 10) in localStorage, shows 5 then 更多, and searches a tapped one at once', async () => {
    localStorage.setItem(KEY, JSON.stringify(['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7']));
    open();
    expect(screen.getByText('a5')).toBeTruthy();
    expect(screen.queryByText('a6')).toBeNull();
    fireEvent.click(screen.getByText('更多'));
    expect(screen.getByText('a7')).toBeTruthy();

    fireEvent.click(screen.getByText('a3'));
    expect(await screen.findByText('a3试驾邀请函')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual(['a3', 'a1', 'a2', 'a4', 'a5', 'a6', 'a7']);

    fireEvent.change(box(), { target: { value: '新词' } });
    fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter' });
    await screen.findByText('新词试驾邀请函');
    for (let i = 0; i < 5; i += 1) {
      fireEvent.change(box(), { target: { value: `b${i}` } });
      fireEvent.keyDown(box(), { key: 'Enter', code: 'Enter' });
    }
    const stored = JSON.parse(localStorage.getItem(KEY)!) as string[];
    expect(stored).toHaveLength(10);
    expect(stored.slice(0, 3)).toEqual(['b4', 'b3', 'b2']);
    expect(new Set(stored).size).toBe(10);
  });

  it('?time=2 searches used and expired ones', async () => {
    open('/my/history/1/search?time=2');
    fireEvent.change(screen.getByPlaceholderText('搜索门票名称'), { target: { value: '车' } });
    fireEvent.keyDown(screen.getByPlaceholderText('搜索门票名称'), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(searches()[0]).toMatchObject({ product_type: 1, scope: 'old', keyword: '车' }));
  });
});
