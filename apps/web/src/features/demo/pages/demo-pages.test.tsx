import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render-at';
import { fetchDemoPage } from '../utils/demo-data';
import DemoIndexPage from './demo-index-page';
import LongListPage from './long-list-page';
import SortViewPage from './sort-view-page';
import TempPage from './temp-page';

const routes = [
  { path: '/demo/index', element: <DemoIndexPage /> },
  { path: '/demo/long-list', element: <LongListPage /> },
  { path: '/demo/sort-view', element: <SortViewPage /> },
  { path: '/demo/temp', element: <TempPage /> },
];

describe('the demo catalogue', () => {
  it('lists every demo and opens one', async () => {
    const { path } = renderAt('/demo/index', routes);
    for (const name of ['长列表', '表单', '对话框', '图表', '通告栏', '页面模板', '轮播 + 列表', '排序筛选列表'])
      expect(screen.getByText(name)).toBeTruthy();
    fireEvent.click(screen.getByText('排序筛选列表'));
    expect(path()).toBe('/demo/sort-view');
  });

  it('the local data source has 1,000 rows in pages of 20', async () => {
    const first = await fetchDemoPage(1, 20, 0);
    expect(first.count).toBe(1000);
    expect(first.list.map((r) => r.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await fetchDemoPage(50, 20, 0)).list.at(-1)!.id).toBe(1000);
    expect((await fetchDemoPage(51, 20, 0)).list).toEqual([]);
  });

  it('the long list renders the first page through ListView', async () => {
    renderAt('/demo/long-list', routes);
    expect(await screen.findByText('#1')).toBeTruthy();
    expect(screen.getByText('#20')).toBeTruthy();
    expect(screen.getByText('ListView 分页列表')).toBeTruthy();
  });

  it('sort tabs sort by price ascending, then descending, and the filter narrows the list', () => {
    renderAt('/demo/sort-view', routes);
    const names = () =>
      within(screen.getByRole('list', { name: '车辆列表' }))
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')!.textContent);
    fireEvent.click(screen.getByRole('button', { name: '价格' }));
    expect(screen.getByRole('button', { name: '价格，升序' })).toBeTruthy();
    expect(names()[0]).toBe('赛科龙 RT3');
    fireEvent.click(screen.getByRole('button', { name: '价格，升序' }));
    expect(screen.getByRole('button', { name: '价格，降序' })).toBeTruthy();
    expect(['理想 L6', '问界 M7']).toContain(names()[0]);
    fireEvent.click(screen.getByText('摩托车'));
    expect(names()).toEqual(['春风 450SR', '无极 525R', '赛科龙 RT3']);
  });

  it('the page template switches between its states', () => {
    renderAt('/demo/temp', routes);
    expect(screen.getByText('2026 山城国际车展')).toBeTruthy();
    fireEvent.click(screen.getByText('空'));
    expect(screen.getByText('暂无数据')).toBeTruthy();
    fireEvent.click(screen.getByText('出错'));
    expect(screen.getByText('加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByText(/已重试1次/)).toBeTruthy();
    fireEvent.click(screen.getByText('无权限'));
    expect(screen.getByText('暂无权限')).toBeTruthy();
  });
});
