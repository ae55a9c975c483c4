import { ErrorCode, type Brand, type CarModel, type Series, type VehicleType } from '@kc/shared';
import { AppError } from '../../plugins/app/errors.js';
import type { BrandRow, CarModelRow, CatalogRepository, SeriesRow, VehiclePath } from './catalog.repository.js';

export const brandView = (b: BrandRow): Brand => ({
  id: b.id,
  name: b.name,
  initial: b.initial,
  logo: b.logo,
  vehicle_type: b.vehicleType,
  is_hot: b.isHot,
});

export const seriesView = (s: SeriesRow): Series => ({
  id: s.id,
  brand_id: s.brandId,
  name: s.name,
  vehicle_type: s.vehicleType,
  maker: s.maker,
});

export const carModelView = (m: CarModelRow): CarModel => ({
  id: m.id,
  series_id: m.seriesId,
  name: m.name,
  year: m.year,
  guide_price: m.guidePrice,
});

/**
 * The vehicle catalogue (docs/showroom.md): public lists for the picker, and the checks the showroom and car-owner
 * services make on a chosen vehicle (`vehicle`: 10004 with the step that is unknown).
 */
export function catalogService(repo: CatalogRepository) {
  return {
    async brandLists(q: { vehicle_type: VehicleType; is_hot: number }) {
      const rows = q.is_hot === 1 ? await repo.hotBrands(q.vehicle_type) : await repo.brands(q.vehicle_type);
      return { list: rows.map(brandView) };
    },

    async seriesLists(q: { brand_id: number }) {
      if (!(await repo.brand(q.brand_id))) throw new AppError(ErrorCode.NOT_FOUND, '品牌不存在');
      return { list: (await repo.seriesOf(q.brand_id)).map(seriesView) };
    },

    async carLists(q: { series_id: number }) {
      if (!(await repo.series(q.series_id))) throw new AppError(ErrorCode.NOT_FOUND, '车系不存在');
      return { list: (await repo.modelsOf(q.series_id)).map(carModelView) };
    },

    /**
     * A chosen model with its series and brand (the caller's contract has checked the id's shape); 10004 车型不存在
     * when there is none, or when it is of the other `vehicleType` (a motorcycle in a car listing).
     */
    async vehicle(modelId: number, vehicleType?: VehicleType): Promise<VehiclePath> {
      const v = await repo.vehicle(modelId);
      if (!v || (vehicleType && v.brand.vehicleType !== vehicleType))
        throw new AppError(ErrorCode.NOT_FOUND, '车型不存在');
      return v;
    },
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
