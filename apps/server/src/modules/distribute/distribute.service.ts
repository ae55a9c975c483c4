import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { ErrorCode, type Received } from '@kc/shared';
import type { Db } from '../../db/client.js';
import { businesses, distributions, holdings, items } from '../../db/schema.js';
import { AppError } from '../../plugins/app/errors.js';
import type { BusinessActor } from '../business/business.service.js';
import type { HoldingService } from '../holding/holding.service.js';
import type { ItemRepository } from '../item/item.repository.js';

const received = (db: Db) =>
  db
    .select({
      h: holdings,
      itemName: items.name,
      productType: items.productType,
      isCert: items.isCert,
      rule: items.ruleContent,
      businessName: businesses.name,
    })
    .from(holdings)
    .innerJoin(items, eq(items.id, holdings.itemId))
    .innerJoin(businesses, eq(businesses.id, holdings.businessId));

type Row = Awaited<ReturnType<ReturnType<typeof received>['limit']>>[number];
const toReceived = (r: Row): Received => ({
  holding_id: r.h.id,
  item_id: r.h.itemId,
  item_name: r.itemName,
  product_type: r.productType,
  is_cert: r.isCert,
  business_name: r.businessName,
  rule_content: r.rule,
  holder_name: r.h.holderName,
  holder_photo: r.h.holderPhoto,
  holder_tags: r.h.holderTags,
  claimed: r.h.claimedAt !== null,
  create_time: Math.floor(r.h.createdAt.getTime() / 1000),
});

/** Direct distribution to mobiles (one transaction per recipient), and the recipient's claim with the holder's details. */
export function distributeService(db: Db, itemsRepo: ItemRepository, holdingsSvc: HoldingService) {
  return {
    async issue(actor: BusinessActor, q: { item_id: number; mobiles: string[]; daily: boolean }) {
      const r = await itemsRepo.find(actor.businessId, q.item_id);
      if (!r) throw new AppError(ErrorCode.NOT_FOUND, '内容不存在');
      if (r.item.state !== 'approved') throw new AppError(ErrorCode.CONFLICT, '仅审核通过的内容可以发放');
      const [d] = await db
        .insert(distributions)
        .values({ businessId: actor.businessId, itemId: q.item_id, daily: q.daily, createdBy: actor.uid })
        .returning({ id: distributions.id });
      const results = [];
      for (const mobile of q.mobiles) {
        try {
          await db.transaction(async (tx) => {
            const person = await holdingsSvc.personByMobile(tx, mobile);
            await holdingsSvc.issue(tx, {
              itemId: q.item_id,
              userId: person.id,
              source: 'distribute',
              sourceRef: d!.id,
              actorId: actor.uid,
              perDay: q.daily,
            });
          });
          results.push({ mobile, ok: true, code: 0, message: '发放成功' });
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          results.push({ mobile, ok: false, code: e.code, message: e.message });
        }
      }
      return { distribution_id: d!.id, results };
    },

    async mine(uid: number, p: { page: number; page_size: number }) {
      const where = and(eq(holdings.userId, uid), eq(holdings.source, 'distribute'));
      const [list, [total]] = await Promise.all([
        received(db)
          .where(where)
          .orderBy(sql`${holdings.claimedAt} is not null`, desc(holdings.id), asc(holdings.itemId))
          .limit(p.page_size)
          .offset((p.page - 1) * p.page_size),
        db.select({ n: count() }).from(holdings).where(where),
      ]);
      return { list: list.map(toReceived), count: total?.n ?? 0, page_size: p.page_size };
    },

    async claim(
      uid: number,
      q: { holding_id: number; holder_name: string; holder_photo: string; holder_tags: string[] },
    ) {
      const own = and(eq(holdings.id, q.holding_id), eq(holdings.userId, uid), eq(holdings.source, 'distribute'));
      const [done] = await db
        .update(holdings)
        .set({
          holderName: q.holder_name,
          holderPhoto: q.holder_photo,
          holderTags: q.holder_tags,
          claimedAt: new Date(),
        })
        .where(and(own, sql`${holdings.claimedAt} is null`))
        .returning({ id: holdings.id });
      const [row] = await received(db).where(own).limit(1);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, '没有找到发给你的这张');
      if (!done) throw new AppError(ErrorCode.CONFLICT, '已领取');
      return toReceived(row);
    },
  };
}
export type DistributeService = ReturnType<typeof distributeService>;
