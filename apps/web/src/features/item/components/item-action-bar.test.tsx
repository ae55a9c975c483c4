import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ITEM_ACTIONS, type ItemAction } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { answer, itemAction, itemInfo, renderItemRoute, sampleItem, sent } from '../test-helpers';
import { ACTION_META } from '../utils/item-actions';
import { ItemActionBar } from './item-action-bar';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

/** the labels of the action bar's buttons (the header's back button is not one) */
const buttons = () =>
  screen
    .queryAllByRole('button')
    .filter((b) => b.closest('.item-action-bar'))
    .map((b) => b.textContent);
const label = (a: ItemAction) => ACTION_META[a].label;

beforeEach(() => {
  vi.mocked(api.call).mockReset();
});

describe('item action buttons follow the server', () => {
  it.each<[string, ItemAction[]]>([
    ['draft', ['edit', 'submit', 'copy', 'delete']],
    ['auditing', ['copy']],
    ['approved', ['edit', 'disable', 'takedown', 'copy']],
    ['disabled', ['enable', 'takedown', 'copy']],
    ['every action', [...ITEM_ACTIONS]],
  ])('%s: exactly one button per allowed action', (_state, actions) => {
    render(<ItemActionBar actions={actions} onAction={() => undefined} />);
    expect(buttons().sort()).toEqual(actions.map(label).sort());
  });

  it('no allowed action, no bar', () => {
    const { container } = render(<ItemActionBar actions={[]} onAction={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('labels are the spec copy', () => {
    expect(ITEM_ACTIONS.map(label)).toEqual(['提交审核', '禁用', '启用', '下架', '复制', '删除', '编辑']);
  });
});

describe('the detail page runs the actions', () => {
  it('shows the counts, runs 提交审核 at once and updates to the answer', async () => {
    answer([
      [itemInfo, () => sampleItem()],
      [itemAction, () => ({ item: sampleItem({ state: 'auditing', status: 3, actions: ['copy'] }) })],
    ]);
    renderItemRoute('/ticket-invitation/ticket/7');
    await screen.findByText('已发放');
    expect(screen.getByText('剩余')).toBeTruthy();
    expect(buttons()).toEqual(['删除', '复制', '编辑', '提交审核']);
    fireEvent.click(screen.getByRole('button', { name: '提交审核' }));
    await waitFor(() => expect(buttons()).toEqual(['复制']));
    expect(sent(itemAction)).toEqual([{ id: 7, action: 'submit' }]);
    expect(screen.getByText('审核中')).toBeTruthy();
  });

  it('下架 asks first: 取消 sends nothing, 确定 takes it down', async () => {
    answer([
      [itemInfo, () => sampleItem({ state: 'approved', status: 1, actions: ['edit', 'disable', 'takedown', 'copy'] })],
      [itemAction, () => ({ item: sampleItem({ state: 'taken_down', status: 7, actions: ['copy'] }) })],
    ]);
    renderItemRoute('/ticket-invitation/ticket/7');
    fireEvent.click(await screen.findByRole('button', { name: '下架' }));
    await screen.findByText('下架后不能再上架，确定下架吗？');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByText('下架后不能再上架，确定下架吗？')).toBeNull());
    expect(sent(itemAction)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: '下架' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(sent(itemAction)).toEqual([{ id: 7, action: 'takedown' }]));
    await screen.findByText('已下架', { selector: '.item-status-tag' });
  });

  it('shows the reject remark, and 修改审核中 for a live item with a pending change', async () => {
    answer([
      [
        itemInfo,
        () => sampleItem({ state: 'approved', status: 1, pending_change: true, reject_remark: '修改未通过：价格有误' }),
      ],
    ]);
    renderItemRoute('/ticket-invitation/ticket/7');
    await screen.findByText(/^修改审核中/);
    expect(screen.getByText('驳回原因：修改未通过：价格有误')).toBeTruthy();
  });

  it('删除 after 确定 leaves for the business home', async () => {
    answer([
      [itemInfo, () => sampleItem()],
      [itemAction, () => ({ item: null })],
    ]);
    const { router } = renderItemRoute('/ticket-invitation/ticket/7');
    fireEvent.click(await screen.findByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ticket-invitation'));
    expect(sent(itemAction)).toEqual([{ id: 7, action: 'delete' }]);
  });
});
