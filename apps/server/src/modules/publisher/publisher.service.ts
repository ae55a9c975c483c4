import { ErrorCode } from '@kc/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/app/errors.js';
import type { BusinessRepository } from '../business/business.repository.js';
import type { BusinessActor } from '../business/business.service.js';
import type { ItemRepository } from '../item/item.repository.js';
import type { UserRepository } from '../user/user.repository.js';
import type { PublisherRepository } from './publisher.repository.js';
import type { HoldingService } from '../holding/holding.service.js';

type Paging = { page: number; page_size: number };

/** Publishers: a quota of an item per person; issuing takes from quota and stock in one transaction per recipient. */
export function publisherService(
  db: Db,
  repo: PublisherRepository,
  itemsRepo: ItemRepository,
  users: UserRepository,
  business: BusinessRepository,
  holdings: HoldingService,
) {
  const itemOf = async (actor: BusinessActor, itemId: number) => {
    const r = await itemsRepo.find(actor.businessId, itemId);
    if (!r) throw new AppError(ErrorCode.NOT_FOUND, '内容不存在');
    return r.item;
  };

  /** Issues one to one mobile; a refusal is a result, not a failure of the whole request. */
  const issueOne = async (uid: number, quotaId: number, mobile: string) => {
    try {
      await db.transaction(async (tx) => {
        const q = await repo.takeFromQuota(tx, quotaId, uid);
        if (!q) throw new AppError(ErrorCode.SOLD_OUT, '已发完');
        const recipient = await holdings.personByMobile(tx, mobile);
        const holdingId = await holdings.issue(tx, {
          itemId: q.itemId,
          userId: recipient.id,
          source: 'publisher',
          sourceRef: quotaId,
          actorId: uid,
        });
        await repo.record(tx, { quotaId, holdingId, recipientId: recipient.id, mobile });
      });
      return { mobile, ok: true, code: 0, message: '发放成功' };
    } catch (e) {
      if (e instanceof AppError) return { mobile, ok: false, code: e.code, message: e.message };
      throw e;
    }
  };

  const ownQuota = async (uid: number, quotaId: number) => {
    const q = await repo.quota(quotaId);
    if (!q) throw new AppError(ErrorCode.NOT_FOUND, '发放额度不存在');
    if (q.user_id !== uid) throw new AppError(ErrorCode.FORBIDDEN, '只能发放自己的额度');
    return q;
  };

  return {
    async appoint(actor: BusinessActor, q: { item_id: number; mobile: string; quota: number }) {
      const item = await itemOf(actor, q.item_id);
      if (item.state !== 'approved') throw new AppError(ErrorCode.CONFLICT, '仅审核通过的内容可以指定发布员');
      const person = await users.findLiveByMobile(q.mobile);
      if (!person) throw new AppError(ErrorCode.NOT_FOUND, '该手机号尚未注册');
      const id = await db.transaction(async (tx) => {
        const quotaId = await repo.appoint(tx, {
          businessId: actor.businessId,
          itemId: item.id,
          userId: person.id,
          quota: q.quota,
          createdBy: actor.uid,
        });
        if (quotaId === undefined) return undefined;
        await business.trail(tx, {
          businessId: actor.businessId,
          actorId: actor.uid,
          entity: 'item',
          entityId: item.id,
          action: 'appoint_publisher',
          detail: { user_id: person.id, quota: q.quota },
        });
        return quotaId;
      });
      if (id === undefined) throw new AppError(ErrorCode.VALIDATION, '额度不能少于已发放的数量');
      return (await repo.quota(id))!;
    },

    async ofItem(actor: BusinessActor, itemId: number, p: Paging) {
      await itemOf(actor, itemId);
      return repo.pageOfItem(itemId, p);
    },

    mine: (uid: number, p: Paging) => repo.pageOfUser(uid, p),

    async issue(uid: number, quotaId: number, mobiles: string[]) {
      await ownQuota(uid, quotaId);
      const results = [];
      for (const mobile of mobiles) results.push(await issueOne(uid, quotaId, mobile));
      return { results, quota: (await repo.quota(quotaId))! };
    },

    /** Records of a quota: its publisher, or a manager of its business. */
    async records(uid: number, quotaId: number, p: Paging) {
      const q = await repo.quota(quotaId);
      if (!q) throw new AppError(ErrorCode.NOT_FOUND, '发放额度不存在');
      if (q.user_id !== uid) {
        const roles = await business.rolesIn(uid, q.business_id);
        if (!roles.some((r) => r === 'owner' || r === 'admin'))
          throw new AppError(ErrorCode.FORBIDDEN, '无权查看该发放记录');
      }
      return repo.records(quotaId, p);
    },
  };
}
export type PublisherService = ReturnType<typeof publisherService>;
