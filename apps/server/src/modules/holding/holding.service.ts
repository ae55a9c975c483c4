import { ErrorCode } from '@kc/shared';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../plugins/app/errors.js';
import type { BusinessRepository } from '../business/business.repository.js';
import type { UserRepository } from '../user/user.repository.js';
import type { HoldingRepository } from './holding.repository.js';

export type HoldingSource = 'publisher' | 'distribute' | 'receive' | 'order' | 'form' | 'relation' | 'funly';

const newcomerName = (mobile: string) => `用户${mobile.slice(-4)}`;

/**
 * The one way an item reaches a person, inside the caller's transaction: take one from the stock (approved, in
 * its issuing window, not fully issued), hold the per-user limit under a lock, record the holding and the trail.
 */
export function holdingService(
  repo: HoldingRepository,
  users: UserRepository,
  business: BusinessRepository,
  bundled: (tx: Tx, itemId: number) => Promise<number[]>,
) {
  const service = {
    /** A live account for a mobile; an unknown mobile gets one (it logs in later by SMS). */
    async personByMobile(tx: Tx, mobile: string) {
      const person =
        (await users.findLiveByMobile(mobile, tx)) ??
        (await users.insert({ mobile, name: newcomerName(mobile) }, tx)) ??
        (await users.findLiveByMobile(mobile, tx));
      if (!person) throw new AppError(ErrorCode.CONFLICT);
      return person;
    },

    async issue(
      tx: Tx,
      p: {
        itemId: number;
        userId: number;
        source: HoldingSource;
        sourceRef: number | null;
        actorId: number;
        spm?: string | null;
        /** the per-user limit counts per day (daily distribution) */
        perDay?: boolean;
        /** received for this family member: the per-user limit counts for them */
        recipientId?: number | null;
        /** the stock was taken already (a paid order's reservation) */
        reserved?: boolean;
      },
    ) {
      // a paid order reserved its stock and checked the limit when it was created
      const stock = p.reserved ? await repo.itemStock(tx, p.itemId) : await repo.takeFromStock(tx, p.itemId);
      if (!stock) {
        const s = await repo.itemStock(tx, p.itemId);
        throw s && s.issued >= s.total
          ? new AppError(ErrorCode.SOLD_OUT, '已发完')
          : new AppError(ErrorCode.CONFLICT, '该内容当前不在发放期');
      }
      if (!p.reserved) {
        await repo.lockPerson(tx, p.itemId, p.userId);
        if ((await repo.heldCount(tx, p.itemId, p.userId, p.perDay, p.recipientId ?? null)) >= stock.perUserLimit)
          throw new AppError(ErrorCode.LIMIT_REACHED, '已达到每人限领数量');
      }
      const holdingId = await repo.insert(tx, {
        itemId: p.itemId,
        businessId: stock.businessId,
        userId: p.userId,
        source: p.source,
        sourceRef: p.sourceRef,
        spm: p.spm ?? null,
        recipientId: p.recipientId ?? null,
      });
      await business.trail(tx, {
        businessId: stock.businessId,
        actorId: p.actorId,
        entity: 'item',
        entityId: p.itemId,
        action: 'issue',
        detail: { holding_id: holdingId, to: p.userId, via: p.source, ref: p.sourceRef },
      });
      // a ticket's bundled coupons come with it, as far as their own stock and limits allow
      for (const couponId of await bundled(tx, p.itemId)) {
        try {
          await service.issue(tx, {
            ...p,
            itemId: couponId,
            source: 'relation',
            sourceRef: holdingId,
            reserved: false,
          });
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
        }
      }
      return holdingId;
    },
  };
  return service;
}
export type HoldingService = ReturnType<typeof holdingService>;
