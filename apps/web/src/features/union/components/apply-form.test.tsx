import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Campaign } from '@kc/shared';
import { createQueryClient } from '../../../lib/query-client';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { ApplyForm } from './apply-form';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const campaign: Campaign = {
  id: 2,
  title: '春节骑行季',
  description: '',
  cover: '',
  start_time: 1767225600,
  end_time: 1777225600,
  my_status: null,
  my_application_id: null,
  fields: [
    { key: 'contact', kind: 'chinese_name', label: '联系人', required: true, options: [], placeholder: '' },
    { key: 'phone', kind: 'mobile', label: '联系电话', required: true, options: [], placeholder: '' },
    { key: 'size', kind: 'single', label: '规模', required: false, options: ['小', '大'], placeholder: '' },
  ],
};

beforeEach(() => vi.mocked(api.call).mockReset());

describe('ApplyForm', () => {
  it('checks the values with checkFormValues before sending, then sends the cleaned values', async () => {
    const onDone = vi.fn();
    vi.mocked(api.call).mockResolvedValue({});
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ApplyForm campaign={campaign} onDone={onDone} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(screen.getByText('请填写联系人')).toBeTruthy();
    expect(screen.getByText('请填写联系电话')).toBeTruthy();
    expect(api.call).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: '联系人' }), { target: { value: 'Tom' } });
    fireEvent.change(screen.getByRole('textbox', { name: '联系电话' }), { target: { value: '1380000' } });
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(screen.getByText('请输入正确的姓名')).toBeTruthy();
    expect(screen.getByText('请输入正确的手机号')).toBeTruthy();
    expect(api.call).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: '联系人' }), { target: { value: ' 王小明 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: '联系电话' }), { target: { value: '138 0000 0002' } });
    fireEvent.click(screen.getByText('大'));
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(vi.mocked(api.call).mock.calls[0]?.[1]).toEqual({
      campaign_id: 2,
      values: { contact: '王小明', phone: '13800000002', size: '大' },
    });
  });
});
