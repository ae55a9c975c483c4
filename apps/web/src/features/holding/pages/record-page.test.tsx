import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { holdingInfo, holdingWriteOffs, offlineStores, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { getPlatform } from '../../../lib/platform';
import { resolveLocation } from '../../../lib/location';
import { cardOf, listOf, recordOf, renderAt } from '../test-helpers';
import OfflineStorePage from './offline-store-page';
import RecordPage from './record-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
const openLocation = vi.fn(() => Promise.resolve({ status: 'ok' }));
vi.mock('../../../lib/platform', () => ({ getPlatform: vi.fn(() => ({ openLocation })) }));
vi.mock('../../../lib/location', () => ({
  resolveLocation: vi.fn(),
  useLocation: { getState: () => ({ pos: null }) },
}));

const stores = [
  {
    id: 1,
    point_name: '南门1号口',
    point_location: '重庆悦来国际会议中心南门',
    point_longitude: 106.5,
    point_latitude: 29.7,
    opening_hours: '09:00-18:00',
    distance: 1.234,
  },
  {
    id: 2,
    point_name: '线上核销点',
    point_location: '',
    point_longitude: null,
    point_latitude: null,
    opening_hours: '',
    distance: null,
  },
];

beforeEach(() => {
  openLocation.mockClear();
  vi.mocked(api.call).mockReset();
  vi.mocked(api.call).mockImplementation(((def: CallDef) => {
    if (def === holdingWriteOffs)
      return Promise.resolve(
        listOf([recordOf(), recordOf({ id: 2, mode: 2, point_name: '展馆B口', checker_name: '' })]),
      );
    if (def === holdingInfo) return Promise.resolve(cardOf());
    if (def === offlineStores) return Promise.resolve({ list: stores });
    return Promise.reject(new Error(`unexpected ${def.path}`));
  }) as never);
});

const routes = [
  // the table's paths, so the page shows the table's title (withRouteHandles matches paths exactly)
  { path: '/verification/record/:id?', element: <RecordPage /> },
  { path: '/verification/logs/:id?', element: <RecordPage /> },
  { path: '/my/offline-store/:id', element: <OfflineStorePage /> },
];
const callsOf = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q);

describe('RecordPage', () => {
  it('lists the write-offs of a holding (and the ids given): where, when, by whom or 自助核销', async () => {
    renderAt('/verification/record/21?ids=22,21,x&isCert=1', routes);
    const row = await screen.findByLabelText('核销记录 南门1号口');
    expect(within(row).getByText('地点：重庆悦来国际会议中心南门')).toBeTruthy();
    expect(within(row).getByText('核销员：张*')).toBeTruthy();
    expect(within(row).getByText('核销时间：2025.06.01 12:00')).toBeTruthy();
    const self = screen.getByLabelText('核销记录 展馆B口');
    expect(within(self).getAllByText('自助核销').length).toBe(2);
    expect(callsOf(holdingWriteOffs)[0]).toEqual({ holding_ids: [21, 22], page: 1, page_size: 10 });
    expect(screen.getByText('证件核销记录')).toBeTruthy();
  });

  it('/verification/logs/{item id} asks by item', async () => {
    renderAt('/verification/logs/5', routes);
    await screen.findByLabelText('核销记录 南门1号口');
    expect(callsOf(holdingWriteOffs)[0]).toEqual({ holding_ids: [], item_id: 5, page: 1, page_size: 10 });
    expect(screen.getByText('核销日志')).toBeTruthy();
  });
});

describe('OfflineStorePage', () => {
  it('asks with the position, shows km with 2 decimals or 未知, and 导航 opens the platform map', async () => {
    vi.mocked(resolveLocation).mockResolvedValue({
      status: 'ok',
      pos: { lat: 29.6, lng: 106.4 },
      city: null,
      source: 'browser',
    });
    renderAt('/my/offline-store/21', routes);
    const row = await screen.findByRole('article', { name: '南门1号口' });
    expect(within(row).getByText('1.23km')).toBeTruthy();
    expect(within(row).getByText(/营业时间 09:00-18:00/)).toBeTruthy();
    expect(within(screen.getByRole('article', { name: '线上核销点' })).getByText('未知')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: '线上核销点' })).queryByRole('button')).toBeNull();
    expect(callsOf(offlineStores)[0]).toEqual({ holding_id: 21, latitude: 29.6, longitude: 106.4 });
    fireEvent.click(within(row).getByRole('button', { name: '导航' }));
    await waitFor(() =>
      expect(openLocation).toHaveBeenCalledWith({
        lat: 29.7,
        lng: 106.5,
        name: '南门1号口',
        address: '重庆悦来国际会议中心南门',
      }),
    );
    expect(getPlatform).toHaveBeenCalled();
  });

  it('asks without a position when locating fails', async () => {
    vi.mocked(resolveLocation).mockResolvedValue({ status: 'fail', error: 'denied' });
    renderAt('/my/offline-store/21', routes);
    expect(await screen.findByText('定位失败，距离未知')).toBeTruthy();
    expect(callsOf(offlineStores)[0]).toEqual({ holding_id: 21 });
  });
});
