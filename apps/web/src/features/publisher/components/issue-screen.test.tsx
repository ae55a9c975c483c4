import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublisherQuota } from '@kc/shared';
import { createQueryClient } from '../../../lib/query-client';
import { confirmAction } from '../../../components/ui/confirm';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { IssueScreen } from './issue-screen';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../components/ui/confirm', () => ({ confirmAction: vi.fn(() => Promise.resolve(true)) }));

const quota: PublisherQuota = {
  id: 7,
  item_id: 3,
  item_name: '媒体证',
  product_type: 1,
  business_id: 1,
  business_name: '示例车展运营公司',
  user_id: 1,
  user_name: '观众小王',
  mobile: '13800000001',
  avatar: '',
  quota: 5,
  issued: 0,
  remaining: 5,
};
const KEY = 'kc-publisher-issue:7';

const renderScreen = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <IssueScreen quota={quota} />
    </QueryClientProvider>,
  );
const input = () => screen.getByLabelText<HTMLTextAreaElement>('客户手机号');
const submit = () => screen.getByRole('button', { name: /确认发放/ });

beforeEach(() => vi.mocked(api.call).mockReset());

describe('IssueScreen', () => {
  it('keeps the typed mobiles in sessionStorage and brings them back', () => {
    const first = renderScreen();
    fireEvent.change(input(), { target: { value: '13900000001\n139 0000 0002' } });
    expect(sessionStorage.getItem(KEY)).toBe('13900000001\n139 0000 0002');
    expect(screen.getByText(/共/).textContent).toBe('共 2 个号码');
    first.unmount();
    renderScreen();
    expect(input().value).toBe('13900000001\n139 0000 0002');
    expect(submit().textContent).toContain('确认发放（2人）');
  });

  it('asks with the count, sends the valid mobiles once, shows each result and clears the input', async () => {
    vi.mocked(api.call).mockResolvedValue({
      results: [
        { mobile: '13900000001', ok: true, code: 0, message: '发放成功' },
        { mobile: '13900000002', ok: false, code: 10009, message: '已达到每人限领数量' },
      ],
      quota: { ...quota, issued: 1, remaining: 4 },
    });
    renderScreen();
    fireEvent.change(input(), { target: { value: '13900000001,13900000002 13900000001 12345' } });
    fireEvent.click(submit());
    await screen.findByText('已达到每人限领数量');
    expect(vi.mocked(confirmAction).mock.calls[0]?.[0]).toContain('共 2 个号码');
    expect(vi.mocked(confirmAction).mock.calls[0]?.[0]).toContain('1 个号码有误');
    expect(vi.mocked(api.call).mock.calls[0]?.[1]).toEqual({ quota_id: 7, mobiles: ['13900000001', '13900000002'] });
    expect(screen.getByText('成功')).toBeTruthy();
    await waitFor(() => expect(input().value).toBe(''));
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('cannot issue more than what is left', () => {
    renderScreen();
    fireEvent.change(input(), {
      target: { value: '13900000001 13900000002 13900000003 13900000004 13900000005 13900000006' },
    });
    expect(screen.getByText('剩余额度不足：剩余5，当前6人')).toBeTruthy();
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
  });
});
