import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { VEHICLE_TYPES } from '@kc/shared';
import { CATALOG, wanToFen } from './catalog-data.js';
import type { Db } from './client.js';
import { appSettings, carBrands, carModels, carSeries } from './schema.js';

/** app_settings key holding the digest of the catalogue last written */
const SETTING = 'catalog_digest';

export const catalogDigest = (): string =>
  createHash('sha256').update(JSON.stringify(CATALOG)).digest('hex').slice(0, 16);

/**
 * Puts the bundled vehicle catalogue (catalog-data.ts) into the database: run by `openDatabase` after the
 * migrations, so every database has it (production, demo, tests; the tests' migrated template and dump include it).
 * A start whose data is already written (same digest in app_settings) reads one row; otherwise brands, series and
 * models are upserted by name in one transaction (added rows inserted, changed attributes updated, nothing deleted:
 * listings and certifications point at the ids).
 */
export async function ensureCatalog(db: Db): Promise<void> {
  const digest = catalogDigest();
  const [current] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING));
  if (current?.value === digest) return;
  await db.transaction(async (tx) => {
    for (const vehicleType of VEHICLE_TYPES) {
      const seeds = CATALOG[vehicleType];
      let hotRank = 0;
      const brands = await tx
        .insert(carBrands)
        .values(
          seeds.map((b) => ({
            vehicleType,
            name: b.name,
            initial: b.initial,
            isHot: b.hot === true,
            sort: b.hot ? ++hotRank : 0,
          })),
        )
        .onConflictDoUpdate({
          target: [carBrands.vehicleType, carBrands.name],
          set: { initial: sql`excluded.initial`, isHot: sql`excluded.is_hot`, sort: sql`excluded.sort` },
        })
        .returning({ id: carBrands.id, name: carBrands.name });
      const brandId = new Map(brands.map((b) => [b.name, b.id]));
      const seriesRows = seeds.flatMap((b) =>
        (b.series ?? []).map(([name, maker], i) => ({ brandId: brandId.get(b.name)!, name, maker, sort: i + 1 })),
      );
      if (seriesRows.length === 0) continue;
      const series = await tx
        .insert(carSeries)
        .values(seriesRows)
        .onConflictDoUpdate({
          target: [carSeries.brandId, carSeries.name],
          set: { maker: sql`excluded.maker`, sort: sql`excluded.sort` },
        })
        .returning({ id: carSeries.id, brandId: carSeries.brandId, name: carSeries.name });
      const seriesId = new Map(series.map((s) => [`${s.brandId}\u0000${s.name}`, s.id]));
      const modelRows = seeds.flatMap((b) =>
        (b.series ?? []).flatMap(([seriesName, , models]) =>
          models.map(([name, year, wan]) => ({
            seriesId: seriesId.get(`${brandId.get(b.name)!}\u0000${seriesName}`)!,
            name,
            year,
            guidePrice: wanToFen(wan),
          })),
        ),
      );
      if (modelRows.length === 0) continue;
      await tx
        .insert(carModels)
        .values(modelRows)
        .onConflictDoUpdate({
          target: [carModels.seriesId, carModels.name],
          set: { year: sql`excluded.year`, guidePrice: sql`excluded.guide_price` },
        });
    }
    await tx
      .insert(appSettings)
      .values({ key: SETTING, value: digest })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: digest } });
  });
}
