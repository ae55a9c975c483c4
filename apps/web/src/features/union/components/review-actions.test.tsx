import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { confirmAction } from '../../../components/ui/confirm';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { ReviewActions } from './review-actions';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../components/ui/confirm', () => ({ confirmAction: vi.fn(() => Promise.resolve(true)) }));

const renderActions = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReviewActions id={9} />
    </QueryClientProvider>,
  );

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockResolvedValue({});
  vi.mocked(confirmAction).mockClear();
});

describe('ReviewActions', () => {
  it('a rejection needs a remark: no confirm and no call without one', async () => {
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    expect((await screen.findByRole('alert')).textContent).toBe('驳回时请填写原因');
    expect(confirmAction).not.toHaveBeenCalled();
    expect(api.call).not.toHaveBeenCalled();

    fireEvent.change(screen.getByPlaceholderText('审核备注，驳回时必填'), { target: { value: '  资料不全 ' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '驳回' }));
    await waitFor(() => expect(api.call).toHaveBeenCalled());
    expect(vi.mocked(confirmAction).mock.calls[0]?.[0]).toBe('确定驳回该申请？');
    expect(vi.mocked(api.call).mock.calls[0]?.[1]).toEqual({ id: 9, pass: false, remark: '资料不全' });
  });

  it('passing needs no remark, only the confirmation', async () => {
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: '通过' }));
    await waitFor(() => expect(api.call).toHaveBeenCalled());
    expect(vi.mocked(api.call).mock.calls[0]?.[1]).toEqual({ id: 9, pass: true, remark: '' });
  });

  it('nothing is sent when the confirmation is cancelled', async () => {
    vi.mocked(confirmAction).mockResolvedValueOnce(false);
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: '通过' }));
    await waitFor(() => expect(confirmAction).toHaveBeenCalled());
    expect(api.call).not.toHaveBeenCalled();
  });
});
