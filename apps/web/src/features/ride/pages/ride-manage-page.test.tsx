import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rideManageList, rideRevoke } from '@kc/shared';
import { confirmAction } from '../../../components/ui/confirm';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { renderAt } from '../../../test/render-at';
import { answerCalls, rideCardOf, sentTo } from '../components/ride-leader-test-data';
import RideManagePage from './ride-manage-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../components/ui/confirm', () => ({ confirmAction: vi.fn(() => Promise.resolve(true)) }));

const open = () => renderAt('/funly-ride/manage', [{ path: '/funly-ride/manage', element: <RideManagePage /> }]);
const page = (list: unknown[]) => ({ list, count: list.length, page_size: 20 });

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  vi.mocked(confirmAction).mockClear();
  answerCalls([
    [
      rideManageList,
      (q) =>
        q.draft
          ? page([rideCardOf({ id: 30, title: '未完成的草稿', state: 'draft', phase: 0, phase_label: '草稿' })])
          : page([
              rideCardOf({ id: 21, phase: 2, phase_label: '报名截止' }),
              rideCardOf({
                id: 22,
                title: '已结束的骑行',
                phase: 4,
                phase_label: '已结束',
                my_role: 'sweeper',
                manage_actions: { edit: false, revoke: false, delete: false },
              }),
            ]),
    ],
    [rideRevoke, (q) => ({ id: q.id, state: 'revoked' })],
  ]);
});

describe('骑行管理', () => {
  it('lists published rides with phase, counts, role and the actions they allow', async () => {
    const { path } = open();
    const card = await screen.findByRole('article', { name: '周末环湖骑行' });
    expect(within(card).getByText('报名截止')).toBeTruthy();
    expect(within(card).getByText('待审核 2 · 已通过 3 · 我的角色：领队')).toBeTruthy();
    const over = screen.getByRole('article', { name: '已结束的骑行' });
    expect(within(over).getByText('待审核 2 · 已通过 3 · 我的角色：收队')).toBeTruthy();
    expect(within(over).queryByRole('button', { name: '取消骑行' })).toBeNull();
    expect(within(over).queryByRole('button', { name: '编辑已结束的骑行' })).toBeNull();
    // the crew keeps the headcount of a published ride, over or not (clock-ins may still wait for review)
    expect(within(over).getByRole('button', { name: '打卡点名' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: '打卡点名' }));
    await waitFor(() => expect(path()).toBe('/funly/rideTogether/clockin?id=21'));
  });

  it('报名审核 and 编辑 open their pages', async () => {
    const { path, router } = open();
    const card = await screen.findByRole('article', { name: '周末环湖骑行' });
    fireEvent.click(within(card).getByRole('button', { name: '报名审核' }));
    await waitFor(() => expect(path()).toBe('/funly-ride/apply/auditList/21'));
    await router.navigate(-1);
    fireEvent.click(
      within(await screen.findByRole('article', { name: '周末环湖骑行' })).getByRole('button', {
        name: '编辑周末环湖骑行',
      }),
    );
    await waitFor(() => expect(path()).toMatch(/^\/funly-ride\/edit\/21\/\d+$/));
  });

  it('取消骑行 asks for the reason, then revokes', async () => {
    open();
    const card = await screen.findByRole('article', { name: '周末环湖骑行' });
    fireEvent.click(within(card).getByRole('button', { name: '取消骑行' }));
    fireEvent.click(await screen.findByRole('button', { name: '确定取消' }));
    expect(await screen.findByText('请填写取消原因')).toBeTruthy();
    expect(sentTo(rideRevoke)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('取消原因'), { target: { value: ' 暴雨预警 ' } });
    fireEvent.click(screen.getByRole('button', { name: '确定取消' }));
    await waitFor(() => expect(sentTo(rideRevoke)).toEqual([{ id: 21, reason: '暴雨预警' }]));
    expect(await screen.findByText('骑行已取消')).toBeTruthy();
  });

  it('草稿: 删除 after a confirm, 继续编辑 opens the editor', async () => {
    const { path } = open();
    await screen.findByRole('link', { name: '周末环湖骑行' });
    fireEvent.click(screen.getByText('草稿'));
    expect(await screen.findByText('未完成的草稿')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(sentTo(rideRevoke)).toEqual([{ id: 30, reason: '' }]));
    expect(confirmAction).toHaveBeenCalledWith('确定删除草稿「未完成的草稿」吗？删除后不可恢复', { danger: true });
    fireEvent.click(screen.getByRole('button', { name: '继续编辑' }));
    await waitFor(() => expect(path()).toMatch(/^\/funly-ride\/edit\/30\/\d+$/));
  });
});
