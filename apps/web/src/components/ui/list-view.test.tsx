import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ListResult } from '@kc/shared';
import { createQueryClient } from '../../lib/query-client';
import { ApiError } from '../../lib/http';
import { listErrorText, toListError } from './list-paging';
import { ListView } from './list-view';

type Row = { id: number; name: string };
const pageOf = (ids: number[], count: number): ListResult<Row> => ({
  list: ids.map((id) => ({ id, name: `第${id}条` })),
  count,
  page_size: 2,
});

const renderList = (fetchPage: (page: number) => Promise<ListResult<Row>>) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ListView queryKey={['rows']} fetchPage={fetchPage} itemKey={(r) => r.id} renderItem={(r) => <p>{r.name}</p>} />
    </QueryClientProvider>,
  );

// jsdom has no layout: give elements an offsetParent so InfiniteScroll sees its sentinel on screen
const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get: () => document.body });
});
afterAll(() => {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
});

describe('list view', () => {
  it('shows 加载中...., then pages from 1 until the count, then 没有更多了', async () => {
    const fetchPage = vi.fn((page: number) => Promise.resolve(page === 1 ? pageOf([1, 2], 3) : pageOf([3], 3)));
    renderList(fetchPage);
    expect(screen.getByText('加载中....')).toBeTruthy();
    await screen.findByText('第3条');
    await screen.findByText('没有更多了');
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([1, 2]);
  });

  it('an empty first page shows 暂无数据', async () => {
    renderList(() => Promise.resolve(pageOf([], 0)));
    await screen.findByText('暂无数据');
  });

  it('a failed load shows the message with ，点击重新加载 and reloads on click', async () => {
    const fetchPage = vi
      .fn<(page: number) => Promise<ListResult<Row>>>()
      .mockRejectedValueOnce(new ApiError(10004, '内容不存在'))
      .mockResolvedValue(pageOf([1], 1));
    renderList(fetchPage);
    fireEvent.click(await screen.findByText('内容不存在，点击重新加载'));
    await screen.findByText('第1条');
  });

  it('a refusal (10003) is explained under 暂无权限, without 点击重新加载 or a reload', async () => {
    const fetchPage = vi.fn(() => Promise.reject(new ApiError(10003, '仅审核员可以审核')));
    renderList(fetchPage);
    await screen.findByText('暂无权限');
    expect(screen.getByText('仅审核员可以审核')).toBeTruthy();
    expect(screen.queryByText(/点击重新加载/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('a thrown error that is no answer becomes 888 with 系统异常', async () => {
    expect(toListError(new TypeError('x is undefined'))).toMatchObject({ code: 888, message: '系统异常' });
    expect(listErrorText(new ApiError(10001, ''))).toBe('系统异常，点击重新加载');
    renderList(() => Promise.reject(new Error('boom')));
    await waitFor(() => expect(screen.getByText('系统异常，点击重新加载')).toBeTruthy());
  });
});
