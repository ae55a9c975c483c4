import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { VehicleType } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import { carBrands, carModels, carSeries } from '../../db/schema.js';

export type BrandRow = typeof carBrands.$inferSelect;
export type SeriesRow = typeof carSeries.$inferSelect & { vehicleType: VehicleType };
export type CarModelRow = typeof carModels.$inferSelect;

/** A model with its series and brand, for the features that keep a chosen vehicle (showroom, car owners). */
export interface VehiclePath {
  brand: BrandRow;
  series: SeriesRow;
  model: CarModelRow;
}

/** Drizzle queries on the vehicle catalogue (car_brands → car_series → car_models); read only at run time. */
export function catalogRepository(db: Db) {
  const seriesColumns = {
    id: carSeries.id,
    brandId: carSeries.brandId,
    name: carSeries.name,
    maker: carSeries.maker,
    sort: carSeries.sort,
    createdAt: carSeries.createdAt,
    vehicleType: carBrands.vehicleType,
  };

  return {
    /** a vehicle type's brands by initial then name (C collation: the same order on every database) */
    brands: (vehicleType: VehicleType): Promise<BrandRow[]> =>
      db
        .select()
        .from(carBrands)
        .where(eq(carBrands.vehicleType, vehicleType))
        .orderBy(asc(carBrands.initial), sql`${carBrands.name} collate "C"`, asc(carBrands.id)),

    /** a vehicle type's hot brands in their hot order */
    hotBrands: (vehicleType: VehicleType): Promise<BrandRow[]> =>
      db
        .select()
        .from(carBrands)
        .where(and(eq(carBrands.vehicleType, vehicleType), eq(carBrands.isHot, true)))
        .orderBy(asc(carBrands.sort), asc(carBrands.id)),

    brand: async (id: number, tx: Db | Tx = db): Promise<BrandRow | undefined> =>
      (await tx.select().from(carBrands).where(eq(carBrands.id, id)))[0],

    /** a brand's series in the brand's order */
    seriesOf: (brandId: number): Promise<SeriesRow[]> =>
      db
        .select(seriesColumns)
        .from(carSeries)
        .innerJoin(carBrands, eq(carBrands.id, carSeries.brandId))
        .where(eq(carSeries.brandId, brandId))
        .orderBy(asc(carSeries.sort), asc(carSeries.id)),

    series: async (id: number, tx: Db | Tx = db): Promise<SeriesRow | undefined> =>
      (
        await tx
          .select(seriesColumns)
          .from(carSeries)
          .innerJoin(carBrands, eq(carBrands.id, carSeries.brandId))
          .where(eq(carSeries.id, id))
      )[0],

    /** a series' models, newest year first, then cheapest first */
    modelsOf: (seriesId: number): Promise<CarModelRow[]> =>
      db
        .select()
        .from(carModels)
        .where(eq(carModels.seriesId, seriesId))
        .orderBy(desc(carModels.year), asc(carModels.guidePrice), asc(carModels.id)),

    /** a model with its series and brand; undefined when there is no such model */
    vehicle: async (modelId: number, tx: Db | Tx = db): Promise<VehiclePath | undefined> => {
      const [r] = await tx
        .select({ model: carModels, series: seriesColumns, brand: carBrands })
        .from(carModels)
        .innerJoin(carSeries, eq(carSeries.id, carModels.seriesId))
        .innerJoin(carBrands, eq(carBrands.id, carSeries.brandId))
        .where(eq(carModels.id, modelId));
      return r;
    },
  };
}

export type CatalogRepository = ReturnType<typeof catalogRepository>;
