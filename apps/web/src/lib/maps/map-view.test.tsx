import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AMapNamespace } from './amap-types';
import { MapView } from './map-view';

const fakeAMap = () => {
  const map = { setCenter: vi.fn(), add: vi.fn(), remove: vi.fn(), destroy: vi.fn() };
  const AMap = {
    Map: vi.fn(function () {
      return map;
    }),
    Marker: vi.fn(function (this: object, o: object) {
      Object.assign(this, o);
    }),
    Geolocation: vi.fn(),
  };
  return { map, AMap: AMap as unknown as AMapNamespace & typeof AMap };
};

describe('MapView', () => {
  it('shows 地图服务初始化失败 when the maps service cannot load, and 刷新 tries again', async () => {
    const load = vi.fn(() => Promise.reject(new Error('no key')));
    const { container } = render(<MapView load={load} />);
    expect(await screen.findByText('地图服务初始化失败')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(await screen.findByText('地图服务初始化失败')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    expect(container.querySelector('.map-view')?.getAttribute('data-attempt')).toBe('2');
  });

  it('a retry that succeeds shows the map, centred and marked, at the clamped scale', async () => {
    const { map, AMap } = fakeAMap();
    let fail = true;
    const load = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(AMap)));
    const { container, unmount } = render(<MapView load={load} center={{ lat: 29.5, lng: 106.5 }} scale={28} />);
    await screen.findByText('地图服务初始化失败');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    await act(() => Promise.resolve());
    expect(screen.queryByText('地图服务初始化失败')).toBeNull();
    expect(container.querySelector('.map-view')?.getAttribute('data-state')).toBe('ready');
    expect(AMap.Map).toHaveBeenCalledWith(expect.any(HTMLElement), { zoom: 20 });
    expect(map.setCenter).toHaveBeenCalledWith([106.5, 29.5]);
    expect(AMap.Marker).toHaveBeenCalledWith({ position: [106.5, 29.5] });
    unmount();
    expect(map.destroy).toHaveBeenCalled();
  });
});
