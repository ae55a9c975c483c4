import { and, eq } from 'drizzle-orm';
import type { Tx } from './client.js';
import { blindBoxes, blindBoxPrizes, certifiedBirthDates, items, projects, realNames } from './schema.js';

const DAY = 86400_000;

/**
 * The demo blind box (docs/blindbox.md): 2026 山城国际车展's 车展限定盲盒 at 19.9 元, four prizes (drawn SVGs under the web
 * app's static folder, `public/blindbox/*.svg`), 5 a day. The demo visitor gets an approved real-name certification as
 * an adult (born 1995-06-15, masked as every decided certification is), so they may buy it.
 */
export async function seedBlindBox(
  tx: Tx,
  people: { businessId: number; ownerId: number; visitorId: number },
  product: string,
) {
  const base = `/static-${product}2/blindbox`;
  const [project] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.businessId, people.businessId), eq(projects.name, '2026 山城国际车展')));
  const prizes = [
    { name: '限定款车模 1:64', image: `${base}/prize-car.svg`, value: 8800, stock: 20, weight: 5 },
    { name: '车展纪念徽章', image: `${base}/prize-badge.svg`, value: 2500, stock: 100, weight: 30 },
    { name: '品牌钥匙扣', image: `${base}/prize-keychain.svg`, value: 1500, stock: 200, weight: 45 },
    { name: '展馆咖啡券', image: `${base}/prize-coffee.svg`, value: 1000, stock: 300, weight: 20 },
  ];
  const stock = prizes.reduce((s, p) => s + p.stock, 0);
  const start = new Date(Date.now() - DAY);
  const end = new Date(Date.now() + 90 * DAY);
  const price = 1990;
  const [item] = await tx
    .insert(items)
    .values({
      businessId: people.businessId,
      projectId: project?.id ?? null,
      productType: 2,
      state: 'approved',
      name: '盲盒·车展限定盲盒',
      parValue: price,
      sellValue: price,
      totalStock: stock,
      perUserLimit: 1_000_000,
      issueStart: start,
      issueEnd: end,
      validityStart: start,
      validityEnd: end,
      ruleContent: '盲盒购买凭证，支付后自动开启',
      createdBy: people.ownerId,
    })
    .returning({ id: items.id });
  const [box] = await tx
    .insert(blindBoxes)
    .values({
      businessId: people.businessId,
      projectId: project?.id ?? null,
      itemId: item!.id,
      title: '车展限定盲盒',
      cover: `${base}/cover.svg`,
      rules:
        '每个盲盒随机开出一件奖品，奖品、价值和概率如上公示。\n支付成功后立即开盒，奖品在展会服务台凭“我的盲盒”记录领取。\n盲盒开启后不支持退款。',
      price,
      dailyCap: 5,
      startAt: start,
      endAt: end,
      createdBy: people.ownerId,
    })
    .returning({ id: blindBoxes.id });
  await tx.insert(blindBoxPrizes).values(prizes.map((p, i) => ({ ...p, boxId: box!.id, sort: i })));

  const [cert] = await tx.select({ id: realNames.id }).from(realNames).where(eq(realNames.userId, people.visitorId));
  if (!cert) {
    await tx.insert(realNames).values({
      userId: people.visitorId,
      state: 'verified',
      method: 'manual',
      nameMasked: '王*',
      idMasked: '500101**********24',
      consentedAt: new Date(Date.now() - 2 * DAY),
      submittedAt: new Date(Date.now() - 2 * DAY),
      decidedAt: new Date(Date.now() - DAY),
    });
    await tx
      .insert(certifiedBirthDates)
      .values({ userId: people.visitorId, birthDate: '1995-06-15' })
      .onConflictDoNothing();
  }
}
