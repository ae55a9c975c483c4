import { ErrorCode } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import { AppError, validationError } from '../../plugins/app/errors.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { BusinessRepository } from '../business/business.repository.js';
import type { BusinessActor } from '../business/business.service.js';
import { displayStatus, type ItemRow } from '../item/item.mapping.js';
import type { ItemRepository } from '../item/item.repository.js';
import type { RelationRepository } from './relation.repository.js';

const brief = (r: ItemRow) => ({ id: r.id, name: r.name, status: displayStatus(r) });

/** Ticket–coupon association: changed through a ticket_relation audit; applied when it passes. */
export function relationService(
  db: Db,
  repo: RelationRepository,
  itemsRepo: ItemRepository,
  auditRepo: AuditRepository,
  business: BusinessRepository,
) {
  const ticketOf = async (actor: BusinessActor, ticketId: number) => {
    const r = await itemsRepo.find(actor.businessId, ticketId);
    if (!r || r.item.productType !== 1) throw new AppError(ErrorCode.NOT_FOUND, '门票不存在');
    return r.item;
  };
  const info = async (ticketId: number) => {
    const [current, pending] = await Promise.all([
      repo.coupons(ticketId),
      auditRepo.pending('ticket_relation', ticketId),
    ]);
    const pendingIds = (pending?.changes.coupon_ids as number[] | undefined) ?? null;
    return {
      ticket_id: ticketId,
      coupons: current.map((c) => brief(c.item)),
      pending: pendingIds === null ? null : (await repo.byIds(pendingIds)).map(brief),
    };
  };

  return {
    async info(actor: BusinessActor, ticketId: number) {
      await ticketOf(actor, ticketId);
      return info(ticketId);
    },

    async save(actor: BusinessActor, ticketId: number, couponIds: number[]) {
      const ticket = await ticketOf(actor, ticketId);
      if (ticket.state !== 'approved') throw new AppError(ErrorCode.CONFLICT, '仅审核通过的门票可以关联卡券');
      const live = await repo.liveCoupons(actor.businessId, couponIds);
      if (live.length !== couponIds.length)
        throw validationError([{ field: 'coupon_ids', message: '只能关联本商家审核通过的卡券' }]);
      await db.transaction(async (tx) => {
        const a = await auditRepo.create(tx, {
          businessId: actor.businessId,
          type: 'ticket_relation',
          targetId: ticketId,
          changes: { coupon_ids: couponIds },
          submittedBy: actor.uid,
        });
        if (!a) throw new AppError(ErrorCode.CONFLICT, '已有关联变更在审核中，请等待审核结果');
        await business.trail(tx, {
          businessId: actor.businessId,
          actorId: actor.uid,
          entity: 'item',
          entityId: ticketId,
          action: 'relation_submitted',
          detail: { coupon_ids: couponIds },
        });
      });
      return info(ticketId);
    },

    /** Called by the audit when a ticket_relation change passes. */
    async apply(tx: Tx, businessId: number, ticketId: number, couponIds: number[]) {
      const live = await repo.liveCoupons(businessId, couponIds, tx);
      if (live.length !== couponIds.length) throw new AppError(ErrorCode.CONFLICT, '关联的卡券已不可用，请驳回');
      await repo.replace(tx, ticketId, couponIds);
    },

    bundled: async (tx: Tx, ticketId: number) => (await repo.coupons(ticketId, tx)).map((c) => c.item.id),
  };
}
export type RelationService = ReturnType<typeof relationService>;
