import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { funlyManageList, funlyRevoke } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { renderAt } from '../../../test/render-at';
import FunlyManageDraftPage from './funly-manage-draft-page';
import FunlyManagePage from './funly-manage-page';
import FunlyManageSearchPage from './funly-manage-search-page';
import { answer, sampleCard, sent } from './manage-test-helpers';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const routes = [
  { path: '/funly-manage/manage', element: <FunlyManagePage /> },
  { path: '/funly-manage/manage/draft', element: <FunlyManageDraftPage /> },
  { path: '/funly-manage/manage/search', element: <FunlyManageSearchPage /> },
];

const listOf = (q: Record<string, unknown>) => {
  if (q.draft)
    return {
      list: [sampleCard({ id: 21, title: '草稿活动', state: 'draft', running_state: null, running_label: '' })],
      count: 1,
      page_size: 10,
    };
  const byFilter: Record<number, ReturnType<typeof sampleCard>[]> = {
    1: [
      sampleCard(),
      sampleCard({
        id: 12,
        title: '赛道日',
        running_state: 5,
        running_label: '已结束',
        manage_actions: { edit: false, revoke: false, delete: false, copy: true },
      }),
    ],
    4: [sampleCard()],
    5: [
      sampleCard({
        id: 12,
        title: '赛道日',
        running_state: 5,
        running_label: '已结束',
        manage_actions: { edit: false, revoke: false, delete: false, copy: true },
      }),
    ],
    3: [],
  };
  const list = (byFilter[q.filter as number] ?? []).filter((c) => !q.keyword || c.title.includes(q.keyword as string));
  return { list, count: list.length, page_size: 10 };
};

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  localStorage.clear();
});

describe('/funly-manage/manage', () => {
  it('lists by the exhibition filter tabs (全部 1, 进行中 4, 已结束 5, 未开始 3) with counts', async () => {
    answer([[funlyManageList, listOf]]);
    renderAt('/funly-manage/manage', routes);
    await screen.findByText('赛道日');
    expect(screen.getByText('周末车友自驾聚会')).toBeTruthy();
    expect(screen.getAllByTestId('apply-counts')[0]!.textContent).toBe('报名 3待审核 1候补 0已签到 1');
    expect(sent(funlyManageList)[0]).toMatchObject({ draft: false, filter: 1, keyword: '' });

    fireEvent.click(screen.getByText('进行中', { selector: '.adm-tabs-tab' }));
    await waitFor(() => expect(screen.queryByText('赛道日')).toBeNull());
    expect(sent(funlyManageList).at(-1)).toMatchObject({ filter: 4 });

    fireEvent.click(screen.getByText('已结束', { selector: '.adm-tabs-tab' }));
    await screen.findByText('赛道日');
    expect(sent(funlyManageList).at(-1)).toMatchObject({ filter: 5 });

    fireEvent.click(screen.getByText('未开始', { selector: '.adm-tabs-tab' }));
    await screen.findByText('暂无活动');
    expect(sent(funlyManageList).at(-1)).toMatchObject({ filter: 3 });
  });

  it('编辑 opens the editor on a fresh timestamp', async () => {
    answer([[funlyManageList, listOf]]);
    const { path } = renderAt('/funly-manage/manage', routes);
    await screen.findByText('赛道日');
    fireEvent.click(screen.getAllByRole('button', { name: '编辑' })[0]!);
    expect(path()).toMatch(/^\/funly-manage\/edit\/11\/\d+$/);
  });

  it('报名管理 and 创建活动', async () => {
    answer([[funlyManageList, listOf]]);
    const { path, router } = renderAt('/funly-manage/manage', routes);
    await screen.findByText('赛道日');
    fireEvent.click(screen.getAllByRole('button', { name: '报名管理' })[0]!);
    expect(path()).toBe('/funly-manage/apply/auditList/11');
    await router.navigate(-1);
    fireEvent.click(await screen.findByRole('button', { name: '创建活动' }));
    expect(path()).toMatch(/^\/funly-manage\/create\/\d+$/);
  });

  it('撤销 asks for a reason and sends it', async () => {
    answer([
      [funlyManageList, listOf],
      [funlyRevoke, (q) => ({ id: q.id, state: 'revoked' })],
    ]);
    renderAt('/funly-manage/manage', routes);
    await screen.findByText('赛道日');
    fireEvent.click(screen.getByRole('button', { name: '周末车友自驾聚会的更多操作' }));
    fireEvent.click(await screen.findByText('撤销'));
    fireEvent.click(await screen.findByRole('button', { name: '确定撤销' }));
    await screen.findByText('请填写撤销原因');
    expect(sent(funlyRevoke)).toHaveLength(0);
    fireEvent.change(screen.getByPlaceholderText('请填写撤销原因，报名用户将看到这段说明'), {
      target: { value: '场地临时关闭' },
    });
    fireEvent.click(screen.getByRole('button', { name: '确定撤销' }));
    await waitFor(() => expect(sent(funlyRevoke)).toEqual([{ id: 11, reason: '场地临时关闭' }]));
  });
});

describe('/funly-manage/manage/draft', () => {
  it('继续编辑 opens the draft route; 删除 asks first', async () => {
    answer([
      [funlyManageList, listOf],
      [funlyRevoke, (q) => ({ id: q.id, state: null })],
    ]);
    const { path } = renderAt('/funly-manage/manage/draft', routes);
    await screen.findByText('草稿活动');
    expect(sent(funlyManageList)[0]).toMatchObject({ draft: true });
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByText('确定'));
    await waitFor(() => expect(sent(funlyRevoke)).toEqual([{ id: 21, reason: '' }]));
    fireEvent.click(screen.getByRole('button', { name: '继续编辑' }));
    expect(path()).toMatch(/^\/funly-manage\/draft\/21\/\d+$/);
  });
});

describe('/funly-manage/manage/search', () => {
  it('searches by keyword and keeps it in the history', async () => {
    answer([[funlyManageList, listOf]]);
    renderAt('/funly-manage/manage/search', routes);
    const box = await screen.findByPlaceholderText('搜索活动名称');
    fireEvent.change(box, { target: { value: '赛道' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await screen.findByText('赛道日');
    expect(sent(funlyManageList).at(-1)).toMatchObject({ keyword: '赛道', filter: 1, draft: false });
    expect(JSON.parse(localStorage.getItem('funly-manage-search-history') ?? '[]')).toEqual(['赛道']);
  });
});
