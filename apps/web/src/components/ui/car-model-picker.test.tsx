import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { brandLists, carLists, seriesLists, type Brand, type CallDef, type CarModel, type Series } from '@kc/shared';
import type * as http from '../../lib/http';
import { api, ApiError } from '../../lib/http';
import { renderAt } from '../../test/render-at';
import { CarModelField, CarModelPicker, type CarModelPickerProps, type CarPick } from './car-model-picker';

vi.mock('../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const brand = (
  id: number,
  name: string,
  initial: string,
  is_hot = false,
  vehicle_type: Brand['vehicle_type'] = 'car',
) => ({ id, name, initial, logo: '', vehicle_type, is_hot }) satisfies Brand;
const CARS = [brand(1, '奥迪', 'A', true), brand(2, '宝马', 'B', true), brand(3, '标致', 'B'), brand(4, '捷达', 'J')];
const MOTOS = [brand(20, '春风', 'C', true, 'motorcycle'), brand(21, '雅迪', 'Y', false, 'motorcycle')];
const SERIES: Series[] = [
  { id: 10, brand_id: 2, name: '3系', vehicle_type: 'car', maker: '华晨宝马' },
  { id: 11, brand_id: 2, name: 'X5', vehicle_type: 'car', maker: '华晨宝马' },
];
const MODELS: CarModel[] = [
  { id: 100, series_id: 10, name: '2024款 325Li M运动套装', year: 2024, guide_price: 34_990_000 },
];

type Handler = (def: CallDef, query: Record<string, unknown>) => Promise<unknown>;
const serve = (h: Handler) => vi.mocked(api.call).mockImplementation(h as never);
const catalogue: Handler = async (def, q) => {
  if (def === brandLists) return { list: q.vehicle_type === 'motorcycle' ? MOTOS : CARS };
  if (def === seriesLists) return { list: q.brand_id === 2 ? SERIES : [] };
  if (def === carLists) return { list: q.series_id === 10 ? MODELS : [] };
  throw new Error('unexpected call');
};

const open = (props: Partial<CarModelPickerProps> = {}) => {
  const onSelect = vi.fn<(p: CarPick) => void>();
  const onClose = vi.fn();
  renderAt('/form', [
    {
      path: '/form',
      element: <CarModelPicker visible onClose={onClose} onSelect={onSelect} {...props} />,
    },
  ]);
  return { onSelect, onClose };
};
/** the brand names of a list's buttons (the mark beside each is hidden from assistive technology) */
const buttonNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((b) => b.lastElementChild?.textContent);
const button = (name: string) => screen.findByRole('button', { name });

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  serve(catalogue);
});

describe('CarModelPicker', () => {
  it('shows hot brands on top and the rest under their initial, then picks series and model', async () => {
    const { onSelect } = open();
    const hot = await screen.findByRole('list', { name: '热门品牌' });
    expect(buttonNames(hot)).toEqual(['奥迪', '宝马']);
    const b = screen.getByRole('list', { name: 'B 开头的品牌' });
    expect(buttonNames(b)).toEqual(['宝马', '标致']);
    expect(api.call).toHaveBeenCalledWith(brandLists, { vehicle_type: 'car', is_hot: 0 });

    fireEvent.click(within(hot).getByRole('button', { name: '宝马' }));
    expect(await screen.findByRole('heading', { name: '宝马' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '华晨宝马' })).toBeTruthy();
    fireEvent.click(await button('3系'));
    fireEvent.click(await button('2024款 325Li M运动套装 指导价 34.99万'));
    expect(onSelect).toHaveBeenCalledWith({ brand: CARS[1], series: SERIES[0], model: MODELS[0] });
  });

  it('返回 goes one step back, and closes on the brand step', async () => {
    const { onClose } = open();
    fireEvent.click(
      within(await screen.findByRole('list', { name: '热门品牌' })).getByRole('button', { name: '宝马' }),
    );
    await button('3系');
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(await screen.findByRole('list', { name: '热门品牌' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('stops at the series when depth is series', async () => {
    const { onSelect } = open({ depth: 'series' });
    fireEvent.click(
      within(await screen.findByRole('list', { name: '热门品牌' })).getByRole('button', { name: '宝马' }),
    );
    fireEvent.click(await button('X5'));
    expect(onSelect).toHaveBeenCalledWith({ brand: CARS[1], series: SERIES[1] });
    expect(vi.mocked(api.call).mock.calls.some(([d]) => d === carLists)).toBe(false);
  });

  it('offers 不限车系 when the caller allows stopping early', async () => {
    const { onSelect } = open({ allowStopEarly: true });
    fireEvent.click(
      within(await screen.findByRole('list', { name: 'B 开头的品牌' })).getByRole('button', { name: '宝马' }),
    );
    fireEvent.click(await button('不限车系'));
    expect(onSelect).toHaveBeenCalledWith({ brand: CARS[1] });
  });

  it('shows tabs 汽车 / 摩托车 for both kinds and loads the motorcycles on their tab', async () => {
    open({ vehicleType: 'both' });
    await screen.findByRole('list', { name: '热门品牌' });
    fireEvent.click(screen.getByRole('tab', { name: '摩托车' }));
    expect(await screen.findByRole('button', { name: '雅迪' })).toBeTruthy();
    expect(api.call).toHaveBeenCalledWith(brandLists, { vehicle_type: 'motorcycle', is_hot: 0 });
  });

  it('says so when a brand has no series yet', async () => {
    open();
    fireEvent.click(
      within(await screen.findByRole('list', { name: 'J 开头的品牌' })).getByRole('button', { name: '捷达' }),
    );
    expect(await screen.findByText('该品牌暂无车系')).toBeTruthy();
  });

  it('shows the error with 重试, which loads again', async () => {
    let fail = true;
    serve(async (def, q) => {
      if (def === brandLists && fail) throw new ApiError(99999, '网络异常');
      return catalogue(def, q);
    });
    open();
    expect(await screen.findByText('网络异常')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('list', { name: '热门品牌' })).toBeTruthy();
  });
});

describe('CarModelField', () => {
  function Form() {
    const [pick, setPick] = useState<CarPick | null>(null);
    return <CarModelField value={pick} onChange={setPick} />;
  }

  it('opens the picker and shows the chosen vehicle', async () => {
    renderAt('/form', [{ path: '/form', element: <Form /> }]);
    fireEvent.click(screen.getByRole('button', { name: '请选择品牌车型' }));
    fireEvent.click(
      within(await screen.findByRole('list', { name: '热门品牌' })).getByRole('button', { name: '宝马' }),
    );
    fireEvent.click(await button('3系'));
    fireEvent.click(await button('2024款 325Li M运动套装 指导价 34.99万'));
    expect(await button('宝马 3系 2024款 325Li M运动套装')).toBeTruthy();
  });
});
