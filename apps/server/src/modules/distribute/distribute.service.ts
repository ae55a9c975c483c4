import { ErrorCode, type Received } from '@kc/shared';
import type { Db } from '../../db/client.js';
import { toSecs } from '../../lib/time.js';
import { AppError } from '../../plugins/app/errors.js';
import type { BusinessActor } from '../business/business.service.js';
import type { HoldingService } from '../holding/holding.service.js';
import type { ItemRepository } from '../item/item.repository.js';
import type { DistributeRepository, ReceivedRow } from './distribute.repository.js';

const toReceived = (r: ReceivedRow): Received => ({
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
  create_time: toSecs(r.h.createdAt),
});

/** Direct distribution to mobiles (one transaction per recipient), and the recipient's claim with the holder's details. */
export function distributeService(
  db: Db,
  repo: DistributeRepository,
  itemsRepo: ItemRepository,
  holdingsSvc: HoldingService,
) {
  return {
    async issue(actor: BusinessActor, q: { item_id: number; mobiles: string[]; daily: boolean }) {
      const r = await itemsRepo.find(actor.businessId, q.item_id);
      if (!r) throw new AppError(ErrorCode.NOT_FOUND, '内容不存在');
      if (r.item.state !== 'approved') throw new AppError(ErrorCode.CONFLICT, '仅审核通过的内容可以发放');
      const distributionId = await repo.insert({
        businessId: actor.businessId,
        itemId: q.item_id,
        daily: q.daily,
        createdBy: actor.uid,
      });
      const results = [];
      for (const mobile of q.mobiles) {
        try {
          await db.transaction(async (tx) => {
            const person = await holdingsSvc.personByMobile(tx, mobile);
            await holdingsSvc.issue(tx, {
              itemId: q.item_id,
              userId: person.id,
              source: 'distribute',
              sourceRef: distributionId,
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
      return { distribution_id: distributionId, results };
    },

    async mine(uid: number, p: { page: number; page_size: number }) {
      const [list, [total]] = await repo.receivedPage(uid, p);
      return { list: list.map(toReceived), count: total?.n ?? 0, page_size: p.page_size };
    },

    async claim(
      uid: number,
      q: { holding_id: number; holder_name: string; holder_photo: string; holder_tags: string[] },
    ) {
      const done = await repo.claim(uid, q.holding_id, {
        holderName: q.holder_name,
        holderPhoto: q.holder_photo,
        holderTags: q.holder_tags,
        claimedAt: new Date(),
      });
      const row = await repo.received(uid, q.holding_id);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, '没有找到发给你的这张');
      if (!done) throw new AppError(ErrorCode.CONFLICT, '已领取');
      return toReceived(row);
    },
  };
}
export type DistributeService = ReturnType<typeof distributeService>;
