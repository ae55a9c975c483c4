import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rideClockin, rideClockinMine, rideLocation, rideShow, type CallDef } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { resolveLocation } from '../../../lib/location';
import { useSession } from '../../../lib/session';
import { renderAt } from '../../../test/render-at';
import RideClockinPage from './ride-clockin-page';
import { rideCard, rideDetail } from './rider-test-data';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../lib/location', async () => {
  const { create } = await import('zustand');
  return {
    useLocation: create(() => ({ pos: null, locating: false })),
    resolveLocation: vi.fn(() =>
      Promise.resolve({ status: 'ok', pos: { lat: 29.2001, lng: 107.1002 }, city: null, source: 'maps' }),
    ),
  };
});
vi.mock('../components/headcount-panel', () => ({
  HeadcountPanel: ({ rideId }: { rideId: number }) => <p>点名面板 {rideId}</p>,
}));

type Handler = (def: CallDef, query: unknown) => Promise<unknown>;
const serve = (h: Handler) => vi.mocked(api.call).mockImplementation(h as never);
const callsTo = (def: CallDef) =>
  vi
    .mocked(api.call)
    .mock.calls.filter(([d]) => d === def)
    .map(([, q]) => q);
const open = (url = '/funly/rideTogether/clockin?id=7') =>
  renderAt(url, [
    { path: '/funly/rideTogether/clockin', element: <RideClockinPage /> },
    { path: '/my/funly-ride/clockIn', element: <RideClockinPage /> },
  ]);

const checkpoints = rideDetail().checkpoints;
const mineData = (locationOn: boolean) => ({
  ride: rideCard({ phase: 3, phase_label: '骑行中' }),
  location_on: locationOn,
  checkpoints: checkpoints.map((c) => ({ ...c, mine: null })),
});
const decision = (id: number, status: number, label: string, distance: number, reason: string) => ({
  id,
  checkpoint_id: id,
  status,
  status_label: label,
  distance_m: distance,
  reason,
  create_time: 1893457000,
});

beforeEach(() => {
  Toast.clear();
  vi.mocked(api.call).mockReset();
  vi.mocked(resolveLocation).mockClear();
  useSession.setState({ token: 't', uid: 1 });
});

describe('ride clock-in', () => {
  it('a rider turns location on, clocks in with the position and sees the server’s decision', async () => {
    let on = false;
    serve((def, q) => {
      if (def === rideShow) return Promise.resolve(rideDetail({ phase: 3 }));
      if (def === rideClockinMine) return Promise.resolve(mineData(on));
      if (def === rideLocation) {
        on = (q as { on: boolean }).on;
        return Promise.resolve({ location_on: on });
      }
      if (def === rideClockin) {
        const c = (q as { checkpoint_id: number }).checkpoint_id;
        return Promise.resolve(
          c === 11
            ? decision(11, 1, '已打卡', 35, '')
            : decision(12, 2, '待领队确认', 1280, '距打卡点1280米，超出500米打卡范围'),
        );
      }
      return Promise.reject(new Error('unexpected'));
    });
    open('/my/funly-ride/clockIn?id=7');
    const toggle = await screen.findByRole('switch', { name: '为本次骑行开启位置打卡' });
    expect(screen.getByText('仅在打卡时发送位置，只有领队可见，骑行结束30天后删除。')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '点名' })).toBeNull();
    expect(screen.getAllByText('未打卡').length).toBe(2);
    const first = screen.getByRole('button', { name: '在南川服务区打卡' });
    expect(first.hasAttribute('disabled')).toBe(true);

    fireEvent.click(toggle);
    await waitFor(() => expect(callsTo(rideLocation)).toEqual([{ id: 7, on: true }]));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: '为本次骑行开启位置打卡' }).getAttribute('aria-checked')).toBe('true'),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '在南川服务区打卡' }).hasAttribute('disabled')).toBe(false),
    );

    fireEvent.click(screen.getByRole('button', { name: '在南川服务区打卡' }));
    expect(await screen.findByText('南川服务区：已打卡')).toBeTruthy();
    expect(resolveLocation).toHaveBeenCalledWith({ allowIp: false });
    expect(callsTo(rideClockin)).toEqual([{ id: 7, checkpoint_id: 11, lat: 29.2001, lng: 107.1002 }]);
    expect(screen.getByText('距打卡点35米')).toBeTruthy();

    await waitFor(() =>
      expect(screen.getByRole('button', { name: '在金佛山北坡打卡' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: '在金佛山北坡打卡' }));
    expect(await screen.findByText('金佛山北坡：待领队确认')).toBeTruthy();
    expect(screen.getByText('距打卡点1280米，超出500米打卡范围')).toBeTruthy();
    expect(callsTo(rideClockin)[1]).toEqual({ id: 7, checkpoint_id: 12, lat: 29.2001, lng: 107.1002 });
  });

  it('shows my earlier clock-ins with their status and reason', async () => {
    serve((def) => {
      if (def === rideShow) return Promise.resolve(rideDetail());
      return Promise.resolve({
        ...mineData(true),
        checkpoints: [
          { ...checkpoints[0]!, mine: decision(11, 1, '已打卡', 20, '') },
          { ...checkpoints[1]!, mine: decision(12, 2, '待领队确认', 80, '不在打卡时间内（10:00–14:00）') },
        ],
      });
    });
    open();
    expect(await screen.findByText('不在打卡时间内（10:00–14:00）')).toBeTruthy();
    expect(screen.getByText('待领队确认', { selector: '.adm-tag' })).toBeTruthy();
    expect(screen.getByText('已打卡', { selector: '.adm-tag' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /打卡$/ })).toBeNull();
  });

  it('the crew sees a 点名 tab with the headcount', async () => {
    serve((def) => {
      if (def === rideShow)
        return Promise.resolve(rideDetail({ actions: { ...rideDetail().actions, headcount: true, clockin: true } }));
      return Promise.resolve(mineData(true));
    });
    open();
    expect(await screen.findByRole('switch', { name: '为本次骑行开启位置打卡' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '点名' }));
    expect(await screen.findByText('点名面板 7')).toBeTruthy();
  });

  it('without an id: 骑行不存在', () => {
    open('/funly/rideTogether/clockin');
    expect(screen.getByText('骑行不存在')).toBeTruthy();
    expect(api.call).not.toHaveBeenCalled();
  });
});
