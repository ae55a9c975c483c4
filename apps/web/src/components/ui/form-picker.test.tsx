import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formList } from '@kc/shared';
import type * as http from '../../lib/http';
import { api } from '../../lib/http';
import { renderAt } from '../../test/render-at';
import { FormPicker } from './form-picker';

vi.mock('../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const renderPicker = (value: number | null) =>
  renderAt('/item', [{ path: '/item', element: <FormPicker value={value} onChange={() => undefined} /> }]);

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockResolvedValue({
    list: [{ id: 2, title: '媒体报名表', description: '', fields: [], updated_at: 0 }],
    count: 1,
    page_size: 100,
  });
});

describe('FormPicker', () => {
  it('shows 不需要报名表 without a form and links to creating one', async () => {
    renderPicker(null);
    expect(screen.getByRole('button', { name: '不需要报名表' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '新建报名表' }).getAttribute('href')).toBe(
      '/ticket/applicationForm/create/1',
    );
    await vi.waitFor(() => expect(api.call).toHaveBeenCalledWith(formList, { page: 1, page_size: 100 }));
  });

  it('names the chosen form', async () => {
    renderPicker(2);
    expect(await screen.findByRole('button', { name: '媒体报名表' })).toBeTruthy();
  });
});
