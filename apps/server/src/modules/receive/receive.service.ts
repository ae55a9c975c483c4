import { ErrorCode, type Receivable } from '@kc/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { toSecs } from '../../lib/time.js';
import { AppError } from '../../plugins/app/errors.js';
import type { HoldingService } from '../holding/holding.service.js';
import type { HolderService } from '../holding/holder.service.js';
import { itemFace } from '../item/item.mapping.js';
import type { ReceiveRepository } from './receive.repository.js';
import type { SpmService } from './spm.service.js';

type ReceivableRow = NonNullable<Awaited<ReturnType<ReceiveRepository['receivableItem']>>>;

const toReceivable = (r: ReceivableRow): Receivable => ({
  ...itemFace(r.i),
  is_cert: r.i.isCert,
  project_name: r.projectName,
  business_id: r.i.businessId,
  business_name: r.businessName,
  held: r.held,
});

/**
 * Receiving free items (spec 7.4): what can be received, receiving one and its receipt. Receiver profiles are
 * recipient.service.ts, surveys survey.service.ts, spm attribution spm.service.ts.
 */
export function receiveService(
  db: Db,
  repo: ReceiveRepository,
  holdingsSvc: HoldingService,
  holder: HolderService,
  spm: SpmService,
  clock: Clock,
) {
  const resultOf = async (uid: number, holdingId: number) => {
    const h = await repo.ownHolding(uid, holdingId);
    if (!h) throw new AppError(ErrorCode.NOT_FOUND, '没有找到这次领取');
    const card = await holder.card(uid, h.id);
    return {
      order_sn: h.sn,
      ticket_type: card.product_type,
      user_wait_id: h.id,
      create_time: toSecs(h.createdAt),
      holding_id: h.id,
      card,
    };
  };

  return {
    async list(
      uid: number | null,
      q: { product_type?: number; business_id?: number; keyword: string; page: number; page_size: number },
    ) {
      const [rows, [total]] = await repo.receivablePage(uid, q, clock.now());
      return { list: rows.map(toReceivable), count: total?.n ?? 0, page_size: q.page_size };
    },

    async receive(uid: number, q: { item_id: number; recipient_id: number | null; spm: string }) {
      const item = await repo.itemTerms(q.item_id);
      if (!item) throw new AppError(ErrorCode.NOT_FOUND, '内容不存在');
      if (item.sellValue > 0) throw new AppError(ErrorCode.CONFLICT, '该票券需要购买');
      if (item.formId !== null) throw new AppError(ErrorCode.CONFLICT, '该票券需要报名领取');
      if (q.recipient_id !== null && !(await repo.hasRecipient(uid, q.recipient_id)))
        throw new AppError(ErrorCode.NOT_FOUND, '领取人不存在');
      const code = (await spm.info(q.spm)).spm || null;
      const holdingId = await db.transaction((tx) =>
        holdingsSvc.issue(tx, {
          itemId: q.item_id,
          userId: uid,
          source: 'receive',
          sourceRef: null,
          actorId: uid,
          spm: code,
          recipientId: q.recipient_id,
        }),
      );
      return resultOf(uid, holdingId);
    },

    async result(uid: number, q: { order_sn: string }) {
      const h = await repo.ownHoldingBySn(uid, q.order_sn);
      if (!h) throw new AppError(ErrorCode.NOT_FOUND, '没有找到这次领取');
      return resultOf(uid, h.id);
    },

    async outsideInfo(uid: number | null, q: { sn: string; spm: string }) {
      const row = await repo.receivableItem(uid, Number(q.sn), clock.now());
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, '链接已失效');
      return { item: toReceivable(row), spm: (await spm.info(q.spm)).spm };
    },
  };
}
export type ReceiveService = ReturnType<typeof receiveService>;
