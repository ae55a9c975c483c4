import { queryOptions, useQuery } from '@tanstack/react-query';
import { brandLists, carLists, seriesLists, type VehicleType } from '@kc/shared';
import { api } from '../../lib/http';

/**
 * The vehicle catalogue (brands → series → models, docs/showroom.md): reference data that changes with a release,
 * so it is cached for an hour under ['catalog', …]. Used by the car-model picker, the showroom and car-owner forms.
 */
const CATALOG_STALE_MS = 60 * 60 * 1000;

export const catalogKeys = {
  all: ['catalog'] as const,
  brands: (vehicleType: VehicleType) => ['catalog', 'brands', vehicleType] as const,
  series: (brandId: number) => ['catalog', 'series', brandId] as const,
  models: (seriesId: number) => ['catalog', 'models', seriesId] as const,
};

/** Every brand of a vehicle type (hot ones carry is_hot), ordered by initial then name. */
export const brandsQuery = (vehicleType: VehicleType) =>
  queryOptions({
    queryKey: catalogKeys.brands(vehicleType),
    queryFn: () => api.call(brandLists, { vehicle_type: vehicleType, is_hot: 0 }).then((d) => d.list),
    staleTime: CATALOG_STALE_MS,
  });

export const seriesQuery = (brandId: number) =>
  queryOptions({
    queryKey: catalogKeys.series(brandId),
    queryFn: () => api.call(seriesLists, { brand_id: brandId }).then((d) => d.list),
    staleTime: CATALOG_STALE_MS,
  });

export const carModelsQuery = (seriesId: number) =>
  queryOptions({
    queryKey: catalogKeys.models(seriesId),
    queryFn: () => api.call(carLists, { series_id: seriesId }).then((d) => d.list),
    staleTime: CATALOG_STALE_MS,
  });

/** The brands of a vehicle type (`enabled` false: not loaded yet, e.g. while the picker is closed). */
export const useBrands = (vehicleType: VehicleType, enabled = true) =>
  useQuery({ ...brandsQuery(vehicleType), enabled });

/** A brand's series; nothing is loaded while brandId is null. */
export const useSeries = (brandId: number | null) =>
  useQuery({ ...seriesQuery(brandId ?? 0), enabled: brandId !== null });

/** A series' models, newest year first; nothing is loaded while seriesId is null. */
export const useCarModels = (seriesId: number | null) =>
  useQuery({ ...carModelsQuery(seriesId ?? 0), enabled: seriesId !== null });

/** A guide price in fen as the showroom writes it: 25.99万, or 暂无报价 for 0. */
export const guidePriceText = (fen: number): string =>
  fen > 0 ? `${Number((fen / 1_000_000).toFixed(2))}万` : '暂无报价';
