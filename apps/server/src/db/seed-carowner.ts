import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from './client.js';
import { audits, carBrands, carModels, carOwnerCertifications, carSeries, users } from './schema.js';

/** A car model of the catalogue, of one of the brands named (in that order), else the first car model; undefined if none. */
async function modelOf(tx: Tx, brands: string[]): Promise<number | undefined> {
  const pick = (brand?: string) =>
    tx
      .select({ id: carModels.id })
      .from(carModels)
      .innerJoin(carSeries, eq(carSeries.id, carModels.seriesId))
      .innerJoin(carBrands, eq(carBrands.id, carSeries.brandId))
      .where(and(eq(carBrands.vehicleType, 'car'), brand ? eq(carBrands.name, brand) : undefined))
      .orderBy(asc(carModels.id))
      .limit(1)
      .then((r) => r[0]?.id);
  for (const b of brands) {
    const id = await pick(b);
    if (id) return id;
  }
  return pick();
}

/**
 * Demo car-owner certifications (docs/identity.md): the demo visitor's application waits for the auditor (a
 * pending car_owner audit), the demo dealer's is approved (the 认证车主 badge shows on their page and posts).
 * `licenceImage` is a local SVG under the web app's static folder (public/carowner/driving-licence.svg).
 */
export async function seedCarOwner(
  tx: Tx,
  people: { visitor: number; visitorName: string; dealer: number; dealerName: string; auditor: number },
  licenceImage: string,
) {
  const visitorModel = await modelOf(tx, ['比亚迪', '大众', '丰田']);
  const dealerModel = await modelOf(tx, ['宝马', '奔驰', '奥迪']);
  // the catalogue is bundled reference data (ensureCatalog); without it there is nothing to certify
  if (!visitorModel || !dealerModel) return;
  const day = 86400_000;
  const now = Date.now();
  const [pending] = await tx
    .insert(carOwnerCertifications)
    .values({
      userId: people.visitor,
      modelId: visitorModel,
      vin: 'LSVAU218XN2183294',
      plate: '渝A8K2M6',
      licenceImage,
      submittedAt: new Date(now - day),
      createdAt: new Date(now - day),
      updatedAt: new Date(now - day),
    })
    .returning({ id: carOwnerCertifications.id });
  await tx.insert(audits).values({
    businessId: null,
    type: 'car_owner',
    targetId: pending!.id,
    title: `${people.visitorName} 的车主认证`,
    submittedBy: people.visitor,
    createdAt: new Date(now - day),
  });
  const reviewedAt = new Date(now - 20 * day);
  const [approved] = await tx
    .insert(carOwnerCertifications)
    .values({
      userId: people.dealer,
      state: 'approved',
      modelId: dealerModel,
      vin: 'LFV3A23C7K3012345',
      plate: '渝AD88888',
      licenceImage,
      reviewedBy: people.auditor,
      reviewedAt,
      submittedAt: new Date(now - 22 * day),
      createdAt: new Date(now - 22 * day),
      updatedAt: reviewedAt,
    })
    .returning({ id: carOwnerCertifications.id });
  await tx.insert(audits).values({
    businessId: null,
    type: 'car_owner',
    targetId: approved!.id,
    title: `${people.dealerName} 的车主认证`,
    status: 2,
    submittedBy: people.dealer,
    reviewedBy: people.auditor,
    reviewedAt,
    createdAt: new Date(now - 22 * day),
  });
  await tx.update(users).set({ carOwner: true }).where(eq(users.id, people.dealer));
}
