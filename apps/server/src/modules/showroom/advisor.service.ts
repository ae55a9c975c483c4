import type { z } from 'zod';
import {
  ADVISORS_PER_BUSINESS_MAX,
  ErrorCode,
  type CallData,
  type CallDef,
  type SaleAdvisor,
  type saleAdvisorList,
  type saleAdvisorSave,
} from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../plugins/app/errors.js';
import type { BusinessRepository } from '../business/business.repository.js';
import type { BusinessActor } from '../business/business.service.js';
import type { ShowroomRepository } from './showroom.repository.js';
import { toAdvisor } from './showroom.view.js';

type Parsed<C> = C extends CallDef<infer Q, z.ZodType> ? z.output<Q> : never;

/** A business's sale advisors (docs/showroom.md): contact people, not reviewed content, so changes show at once. */
export function advisorService(deps: { db: Db; repo: ShowroomRepository; business: BusinessRepository }) {
  const { db, repo, business } = deps;
  const trail = (tx: Tx, actor: BusinessActor, id: number, action: string, detail: object = {}) =>
    business.trail(tx, {
      businessId: actor.businessId,
      actorId: actor.uid,
      entity: 'sale_advisor',
      entityId: id,
      action,
      detail,
    });

  return {
    async list(actor: BusinessActor): Promise<CallData<typeof saleAdvisorList>> {
      const rows = await repo.advisorList(actor.businessId);
      return { list: rows.map((r) => ({ ...toAdvisor(r.a), car_count: Number(r.carCount) })) };
    },

    /** a new advisor (at most 50 a business: counted under a lock of the business's advisors) or a change */
    save: (actor: BusinessActor, q: Parsed<typeof saleAdvisorSave>): Promise<SaleAdvisor> =>
      db.transaction(async (tx) => {
        const { id, ...fields } = q;
        if (id !== undefined) {
          const row = await repo.updateAdvisor(tx, actor.businessId, id, fields);
          if (!row) throw new AppError(ErrorCode.NOT_FOUND, '销售顾问不存在');
          await trail(tx, actor, id, 'update');
          return toAdvisor(row);
        }
        if ((await repo.lockedAdvisorCount(tx, actor.businessId)) >= ADVISORS_PER_BUSINESS_MAX)
          throw new AppError(ErrorCode.LIMIT_REACHED, `最多添加${ADVISORS_PER_BUSINESS_MAX}位销售顾问`);
        const row = await repo.insertAdvisor(tx, { ...fields, businessId: actor.businessId });
        await trail(tx, actor, row.id, 'create');
        return toAdvisor(row);
      }),

    /** removes the advisor from the business and from every listing it served */
    remove: (actor: BusinessActor, id: number): Promise<{ id: number }> =>
      db.transaction(async (tx) => {
        const gone = await repo.deleteAdvisor(tx, actor.businessId, id);
        if (!gone) throw new AppError(ErrorCode.NOT_FOUND, '销售顾问不存在');
        await trail(tx, actor, id, 'delete');
        return { id };
      }),
  };
}
export type AdvisorService = ReturnType<typeof advisorService>;
