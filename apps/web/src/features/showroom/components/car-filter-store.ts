import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { BodyType, CarCondition, EnergyType, Gearbox, PriceBand, ShowCarSort, VehicleType } from '@kc/shared';
import type { ShowCarListQuery } from '../api/show-car-list';

/** The showroom list's filters as chosen (names kept for the tags the bar shows). */
export interface CarFilter {
  vehicle_type?: VehicleType;
  brand?: { id: number; name: string };
  series?: { id: number; name: string };
  price?: PriceBand;
  energy?: EnergyType;
  body?: BodyType;
  gearbox?: Gearbox;
  condition?: CarCondition;
  sort: ShowCarSort;
}
export const EMPTY_FILTER: CarFilter = { sort: 'newest' };

/** The filter as the list call takes it. */
export const toListQuery = (f: CarFilter, keyword = ''): ShowCarListQuery => ({
  keyword,
  sort: f.sort,
  ...(f.vehicle_type ? { vehicle_type: f.vehicle_type } : {}),
  ...(f.brand ? { brand_id: f.brand.id } : {}),
  ...(f.series ? { series_id: f.series.id } : {}),
  ...(f.price ? { price: f.price } : {}),
  ...(f.energy ? { energy: f.energy } : {}),
  ...(f.body ? { body: f.body } : {}),
  ...(f.gearbox ? { gearbox: f.gearbox } : {}),
  ...(f.condition ? { condition: f.condition } : {}),
});

/** How many filters are on (the sort is not one). */
export const filterCount = (f: CarFilter): number =>
  [f.brand, f.price, f.energy, f.body, f.gearbox, f.condition, f.vehicle_type].filter((x) => x !== undefined).length;

interface FilterState {
  filter: CarFilter;
  setFilter: (f: CarFilter) => void;
}

/**
 * The chosen filters, kept in sessionStorage: /show-car/filter writes them, /show-car/list reads them, and they
 * survive going to a car and back (or a reload) within the visit.
 */
export const useCarFilter = create<FilterState>()(
  persist(
    (set) => ({
      filter: EMPTY_FILTER,
      setFilter: (filter) => set({ filter }),
    }),
    { name: 'show-car-filter', storage: createJSONStorage(() => sessionStorage) },
  ),
);
