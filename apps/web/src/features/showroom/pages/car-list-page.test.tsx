import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showCarList } from '@kc/shared';
import type * as http from '../../../lib/http';
import { api } from '../../../lib/http';
import { renderAt } from '../../../test/render-at';
import { EMPTY_FILTER, useCarFilter } from '../components/car-filter-store';
import { answerCalls, cardOf, sentTo } from '../components/showroom-test-data';
import CarFilterPage from './car-filter-page';
import CarListPage from './car-list-page';
import CarSearchPage from './car-search-page';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof http>()),
  api: { call: vi.fn() },
}));

const routes = [
  { path: '/show-car/list', element: <CarListPage /> },
  { path: '/show-car/filter', element: <CarFilterPage /> },
  { path: '/show-car/search', element: <CarSearchPage /> },
];
const USED = cardOf({
  id: 35,
  name: '丰田 凯美瑞 2024款',
  condition: 'used',
  mileage_km: 18_000,
  price_text: '19.8万',
});

beforeEach(() => {
  vi.mocked(api.call).mockReset();
  sessionStorage.clear();
  localStorage.clear();
  useCarFilter.setState({ filter: EMPTY_FILTER });
  answerCalls([[showCarList, () => ({ list: [cardOf(), USED], count: 2, page_size: 10 })]]);
});

describe('/show-car/list', () => {
  it('shows the listed cars newest first: name, 新车 / 二手车, specs, price, dealer', async () => {
    renderAt('/show-car/list', routes);
    expect(await screen.findByRole('link', { name: /比亚迪 海豹/ })).toBeTruthy();
    expect(screen.getByText('17.98–23.98万')).toBeTruthy();
    expect(screen.getByText('2024年 · 1.8万公里 · 纯电 · 重庆')).toBeTruthy();
    expect(screen.getByText('二手车')).toBeTruthy();
    expect(sentTo(showCarList)[0]).toEqual({ keyword: '', sort: 'newest', page: 1, page_size: 10 });
    fireEvent.click(screen.getByRole('button', { name: '价格最低' }));
    await waitFor(() => expect(sentTo(showCarList).at(-1)).toMatchObject({ sort: 'price_asc' }));
  });

  it('the filter page’s choice goes back to the list, shows as tags, and each tag removes its filter', async () => {
    const { router } = renderAt('/show-car/list', routes);
    await screen.findByRole('link', { name: /比亚迪 海豹/ });
    fireEvent.click(screen.getByRole('link', { name: '筛选' }));
    await screen.findByRole('button', { name: '选择品牌' });
    fireEvent.click(screen.getByText('10-20万'));
    fireEvent.click(screen.getByText('纯电'));
    fireEvent.click(screen.getByText('二手车'));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/show-car/list'));
    await waitFor(() =>
      expect(sentTo(showCarList).at(-1)).toEqual({
        keyword: '',
        sort: 'newest',
        price: '10-20',
        energy: 'electric',
        condition: 'used',
        page: 1,
        page_size: 10,
      }),
    );
    expect(screen.getByRole('link', { name: '筛选(3)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '去掉纯电' }));
    await waitFor(() => expect(sentTo(showCarList).at(-1)).not.toHaveProperty('energy'));
    // the choice is kept for the visit: the filter page opens with it
    fireEvent.click(screen.getByRole('link', { name: '筛选(2)' }));
    await screen.findByRole('button', { name: '选择品牌' });
    expect(screen.getByText('10-20万').closest('.adm-selector-item-active')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/show-car/list'));
    // (the unfiltered list is the first one, still cached)
    expect(await screen.findByRole('link', { name: '筛选' })).toBeTruthy();
    expect(screen.queryByLabelText('已选条件')).toBeNull();
  });
});

describe('/show-car/search', () => {
  it('an empty text searches nothing; a search is kept in the history (unique, newest first)', async () => {
    localStorage.setItem('show-car-search-history', JSON.stringify(['宝马', '海豹']));
    renderAt('/show-car/search', routes);
    expect(await screen.findByRole('button', { name: '宝马' })).toBeTruthy();
    expect(sentTo(showCarList)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '海豹' }));
    expect(await screen.findByRole('link', { name: /比亚迪 海豹/ })).toBeTruthy();
    expect(sentTo(showCarList)[0]).toMatchObject({ keyword: '海豹' });
    expect(JSON.parse(localStorage.getItem('show-car-search-history')!)).toEqual(['海豹', '宝马']);
  });
});
