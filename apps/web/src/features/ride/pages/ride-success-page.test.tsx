import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/render-at';
import { shareRide } from '../components/ride-share';
import RideSuccessPage from './ride-success-page';

vi.mock('../components/ride-share', () => ({ shareRide: vi.fn(() => Promise.resolve()) }));

const routes = [{ path: '/funly-ride/success', element: <RideSuccessPage /> }];

describe('骑行发布成功', () => {
  it('shares the ride and opens its detail', async () => {
    const { path } = renderAt('/funly-ride/success?id=21', routes);
    fireEvent.click(await screen.findByRole('button', { name: '分享给骑友' }));
    expect(shareRide).toHaveBeenCalledWith(21, expect.objectContaining({ title: '一起骑行' }));
    fireEvent.click(screen.getByRole('button', { name: '查看骑行' }));
    await waitFor(() => expect(path()).toBe('/funly/rideTogether?id=21'));
  });

  it('a link without id says so', async () => {
    renderAt('/funly-ride/success', routes);
    expect(await screen.findByText('骑行不存在')).toBeTruthy();
  });
});
