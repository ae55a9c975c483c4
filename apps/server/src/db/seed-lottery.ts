import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { seedHash } from '@kc/shared';
import type { Tx } from './client.js';
import { lotteries, lotteryEntries, lotteryLogs, lotteryPrizes, projects, users } from './schema.js';

/** The demo entrants (no password: they exist so the big screen has names to roll). */
export const LOTTERY_DEMO_ENTRANTS = ['13977000001', '13977000002', '13977000003', '13977000004', '13977000005'];

/**
 * The demo lottery (docs/lottery.md): 2026 山城国际车展's 开幕幸运大抽奖, published at the first start with its draw
 * five minutes later; three prizes (drawn SVGs under the web app's static folder, `public/lottery/*.svg`); entry
 * needs a valid ticket of the exhibition; five demo entrants already in (entered by the seed).
 */
export async function seedLottery(tx: Tx, people: { businessId: number; ownerId: number }, product: string) {
  const base = `/static-${product}2/lottery`;
  const [project] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.businessId, people.businessId), eq(projects.name, '2026 山城国际车展')));
  if (!project) return;
  const now = new Date();
  const seed = randomBytes(32).toString('hex');
  const [lottery] = await tx
    .insert(lotteries)
    .values({
      businessId: people.businessId,
      projectId: project.id,
      state: 'published',
      title: '开幕幸运大抽奖',
      rules: [
        '1. 活动时间：即日起至开奖时间截止报名，开奖时间以页面公示为准。',
        '2. 参与条件：持有本届展会有效门票的用户，每人限参与一次。',
        '3. 奖品、数量、参与条件、开奖时间和方式发布后不再更改。',
        '4. 开奖方式：公开可验证随机抽取，开奖后公开种子，任何人可按页面说明复算结果。',
        '5. 中奖者须在现场大屏公布后到主舞台领奖，未到场的由同一抽取序列的下一位递补。',
        '6. 奖品不可兑换现金。本活动由示例车展运营公司举办。',
      ].join('\n'),
      drawAt: new Date(now.getTime() + 5 * 60_000),
      holdTicket: true,
      checkedInToday: false,
      seed,
      seedHash: seedHash(seed),
      publishedAt: now,
      createdBy: people.ownerId,
    })
    .returning({ id: lotteries.id });
  const id = lottery!.id;
  await tx.insert(lotteryPrizes).values([
    { lotteryId: id, sort: 1, name: '智能电动自行车', image: `${base}/prize-scooter.svg`, value: 299_900, stock: 1 },
    { lotteryId: id, sort: 2, name: '车载冰箱', image: `${base}/prize-fridge.svg`, value: 59_900, stock: 2 },
    { lotteryId: id, sort: 3, name: '车展纪念车模', image: `${base}/prize-model.svg`, value: 8_800, stock: 5 },
  ]);
  const entrants = await tx
    .insert(users)
    .values(
      LOTTERY_DEMO_ENTRANTS.map((m, i) => ({ mobile: m, username: `车展观众${i + 1}`, nickname: `车展观众${i + 1}` })),
    )
    .returning({ id: users.id });
  await tx.insert(lotteryEntries).values(entrants.map((u, i) => ({ lotteryId: id, userId: u.id, entryNo: i + 1 })));
  await tx.update(lotteries).set({ entrantCount: entrants.length }).where(eq(lotteries.id, id));
  await tx.insert(lotteryLogs).values({
    lotteryId: id,
    actorId: people.ownerId,
    action: 'publish',
    detail: { seed_hash: seedHash(seed) },
  });
}
