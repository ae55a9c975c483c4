import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { agentAdd, agentList, ErrorCode, myBusinesses, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api, ApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { agentOf, renderAt } from '../test-helpers';
import AgentListPage from './agent-list-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const business = { list: [{ business_id: 1, business_name: '示例车展运营公司', roles: ['owner'] }] };
let agents = [agentOf(), agentOf({ id: 10, user_id: 2, user_name: '', mobile: '13900000002', attributed: 0 })];
let addAnswer: () => Promise<unknown>;

beforeEach(() => {
  agents = [agentOf(), agentOf({ id: 10, user_id: 2, user_name: '', mobile: '13900000002', attributed: 0 })];
  addAnswer = () => Promise.resolve(agentOf({ id: 11 }));
  useSession.setState({ token: 't', uid: 2, businessId: 1 });
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockImplementation(((def: CallDef) => {
    if (def === myBusinesses) return Promise.resolve(business);
    if (def === agentList) return Promise.resolve({ list: agents, count: agents.length, page_size: 10 });
    if (def === agentAdd) return addAnswer();
    return Promise.reject(new Error(`unexpected ${def.path}`));
  }) as never);
});

const open = (url = '/agent/list/5') =>
  renderAt(url, [
    { path: '/agent/list/:ticketId', element: <AgentListPage /> },
    { path: '/cert/agent/list/:ticketId', element: <AgentListPage /> },
  ]);

describe('AgentListPage', () => {
  it('lists the agents of the item: name, masked mobile and 带来 N 人', async () => {
    open();
    await screen.findByRole('link', { name: '观众小王 代理详情' });
    const first = screen.getByRole('article', { name: '观众小王' });
    expect(first.textContent).toContain('138****0001');
    expect(first.textContent).not.toContain('13800000001');
    expect(first.querySelector('.agent-brought')?.textContent).toBe('带来 3 人');
    expect(screen.getByRole('link', { name: '未设置昵称 代理详情' })).toBeTruthy();
    const second = screen.getByRole('article', { name: '未设置昵称' });
    expect(second.textContent).toContain('139****0002');
    expect(second.querySelector('.agent-brought')?.textContent).toBe('带来 0 人');
    expect(vi.mocked(api.call).mock.calls.find(([d]) => d === agentList)?.[1]).toEqual({
      item_id: 5,
      page: 1,
      page_size: 10,
    });
  });

  it('opens the agent it is tapped on, the pass copy under /cert', async () => {
    const router = open('/cert/agent/list/5');
    fireEvent.click(await screen.findByRole('link', { name: '观众小王 代理详情' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cert/agent/show/9'));
    expect(router.state.location.state).toEqual({ agent: agents[0] });
  });

  it('添加代理 checks the mobile, sends it, closes and refreshes the list', async () => {
    open();
    await screen.findByRole('link', { name: '观众小王 代理详情' });
    fireEvent.click(screen.getByRole('button', { name: '添加代理' }));
    const sheet = await screen.findByRole('dialog', { name: '添加代理' });
    fireEvent.click(within(sheet).getByRole('button', { name: '确定' }));
    expect(await within(sheet).findByText('请输入手机号')).toBeTruthy();
    fireEvent.change(within(sheet).getByPlaceholderText('请输入代理的手机号'), { target: { value: '1380000' } });
    fireEvent.click(within(sheet).getByRole('button', { name: '确定' }));
    expect(await within(sheet).findByText('请输入正确的手机号')).toBeTruthy();
    expect(vi.mocked(api.call).mock.calls.some(([d]) => d === agentAdd)).toBe(false);

    agents = [...agents, agentOf({ id: 11, user_id: 3, user_name: '新代理', mobile: '13700000003', attributed: 0 })];
    fireEvent.change(within(sheet).getByPlaceholderText('请输入代理的手机号'), {
      target: { value: '+86 137 0000 0003' },
    });
    fireEvent.click(within(sheet).getByRole('button', { name: '确定' }));
    // the toast lives 2 s: read it first (on a loaded machine the list's refresh can take longer than that)
    expect(await screen.findByText('添加成功')).toBeTruthy();
    expect(await screen.findByRole('link', { name: '新代理 代理详情' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加代理' })).toBeNull());
    expect(vi.mocked(api.call).mock.calls.find(([d]) => d === agentAdd)?.[1]).toEqual({
      item_id: 5,
      mobile: '13700000003',
    });
  });

  it('keeps a refusal of the server in the form, under the mobile', async () => {
    addAnswer = () => Promise.reject(new ApiError(ErrorCode.CONFLICT, '该用户已是代理'));
    open();
    await screen.findByRole('link', { name: '观众小王 代理详情' });
    fireEvent.click(screen.getByRole('button', { name: '添加代理' }));
    const sheet = await screen.findByRole('dialog', { name: '添加代理' });
    fireEvent.change(within(sheet).getByPlaceholderText('请输入代理的手机号'), { target: { value: '13800000001' } });
    fireEvent.click(within(sheet).getByRole('button', { name: '确定' }));
    expect((await within(sheet).findByRole('alert')).textContent).toBe('该用户已是代理');
    fireEvent.change(within(sheet).getByPlaceholderText('请输入代理的手机号'), { target: { value: '13800000009' } });
    expect(within(sheet).queryByRole('alert')).toBeNull();
  });
});
