import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Item } from '@kc/shared';
import { createQueryClient } from '../../../lib/query-client';
import { confirmAction } from '../../../components/ui/confirm';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { DistributeScreen } from './distribute-screen';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../components/ui/confirm', () => ({ confirmAction: vi.fn(() => Promise.resolve(true)) }));

const item = { id: 3, name: '媒体证', product_type: 1, total_stock: 100, counts: { remaining: 98 } } as unknown as Item;

const renderScreen = (daily: boolean) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DistributeScreen items={[item]} daily={daily} />
    </QueryClientProvider>,
  );
const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: /确认发放/ });

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  vi.mocked(confirmAction).mockClear();
});

describe('DistributeScreen', () => {
  it('needs an item and a valid mobile; flags invalid and repeated ones', () => {
    renderScreen(false);
    expect(submit().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('接收人手机号'), { target: { value: '13900000001\n12345\n13900000001' } });
    expect(screen.getByText('请选择要发放的票券')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '号码有误' })).getByText('12345')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: '重复' })).getByText('13900000001')).toBeTruthy();
    fireEvent.click(screen.getByText('媒体证'));
    expect(submit().disabled).toBe(false);
    expect(submit().textContent).toContain('确认发放（1人）');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('confirms, sends the valid mobiles once and shows 成功 or the reason for each', async () => {
    vi.mocked(api.call).mockResolvedValue({
      distribution_id: 1,
      results: [
        { mobile: '13900000001', ok: true, code: 0, message: '发放成功' },
        { mobile: '13900000002', ok: false, code: 10009, message: '已达到每人限领数量' },
      ],
    });
    renderScreen(false);
    fireEvent.click(screen.getByText('媒体证'));
    fireEvent.change(screen.getByLabelText('接收人手机号'), {
      target: { value: '13900000001, 13900000002 13900000001 123' },
    });
    fireEvent.click(submit());
    const region = await screen.findByRole('region', { name: '发放结果' });
    expect(vi.mocked(confirmAction).mock.calls[0]?.[0]).toContain('共 2 个号码');
    expect(vi.mocked(confirmAction).mock.calls[0]?.[0]).toContain('1 个号码有误');
    expect(vi.mocked(api.call).mock.calls[0]?.[1]).toEqual({
      item_id: 3,
      mobiles: ['13900000001', '13900000002'],
      daily: false,
    });
    const rows = within(region).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['13900000001成功', '13900000002已达到每人限领数量']);
    expect(rows.map((r) => r.className)).toEqual(['is-ok', 'is-failed']);
    expect(within(region).getByText('成功 1 · 失败 1')).toBeTruthy();
  });

  it('daily: shows 每人每天限领 and sends daily', async () => {
    vi.mocked(api.call).mockResolvedValue({
      distribution_id: 2,
      results: [{ mobile: '13900000001', ok: true, code: 0, message: '发放成功' }],
    });
    renderScreen(true);
    expect(screen.getByRole('note').textContent).toContain('每人每天限领');
    fireEvent.click(screen.getByText('媒体证'));
    fireEvent.change(screen.getByLabelText('接收人手机号'), { target: { value: '13900000001' } });
    fireEvent.click(submit());
    await screen.findByRole('region', { name: '发放结果' });
    expect(vi.mocked(confirmAction).mock.calls[0]?.[0]).toContain('每人每天限领');
    expect(vi.mocked(api.call).mock.calls[0]?.[1]).toMatchObject({ daily: true });
  });

  it('says 暂无数据 without an approved item', () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <DistributeScreen items={[]} daily={false} />
      </QueryClientProvider>,
    );
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });
});
