import {
  ErrorCode,
  funlyApply,
  funlyApplyAudit,
  funlyApplyInfo,
  funlyApplyList,
  funlyBook,
  funlyAnswer,
  funlyCancel,
  funlyCheckinUndo,
  funlyCopy,
  funlyEnterList,
  funlyLike,
  funlyList,
  funlyManageList,
  funlyMyList,
  funlyOperatorDelete,
  funlyOperatorList,
  funlyOperatorSave,
  funlyRelationOptions,
  funlyResult,
  funlyRevoke,
  funlySave,
  funlyShow,
  funlySlotDelete,
  funlySlotSave,
  funlyStats,
  funlyStatsList,
} from '@kc/shared';
import { me, type CallContext } from '../../plugins/app/contract.js';
import { AppError } from '../../plugins/app/errors.js';
import { MANAGERS } from '../business/business.service.js';
import type { Module } from '../module.js';

/**
 * Events (docs/funly.md). Calls naming an event decide access through funly-access.ts in the services (the event's
 * organiser or an operator; no b_id needed); creating and the business-wide lists act for the payload's b_id.
 */
export const funlyModule: Module = ({
  register,
  services: { business, funly, funlyOperators, funlyApplications, funlyStats: stats },
}) => {
  const uid = (ctx: CallContext) => me(ctx).uid;
  const spmOf = (ctx: CallContext) => (typeof ctx.payload.spm === 'string' ? ctx.payload.spm.slice(0, 64) : null);

  // organiser
  register(funlySave, async (q, ctx) =>
    funly.save(uid(ctx), q.id === undefined ? await business.actor(ctx, MANAGERS) : null, q),
  );
  register(funlyCopy, (q, ctx) => funly.copy(uid(ctx), q.id));
  register(funlyRevoke, (q, ctx) => funly.revoke(uid(ctx), q));
  register(funlyManageList, async (q, ctx) => {
    const caller = uid(ctx);
    // the b_id business's events when the caller manages it, and the events they operate (an operator needs no grant)
    let businessId: number | null = null;
    try {
      businessId = (await business.actor(ctx, MANAGERS)).businessId;
    } catch (e) {
      const refused = e instanceof AppError && (e.code === ErrorCode.FORBIDDEN || e.code === ErrorCode.VALIDATION);
      if (!refused || !(await funly.operatesAny(caller))) throw e;
    }
    return funly.manageList(caller, businessId, q);
  });
  register(funlyRelationOptions, async (q, ctx) => funly.relationOptions(await business.actor(ctx, MANAGERS), q));
  register(funlySlotSave, (q, ctx) => funly.slotSave(uid(ctx), q));
  register(funlySlotDelete, (q, ctx) => funly.slotDelete(uid(ctx), q));
  register(funlyApplyList, (q, ctx) => funlyApplications.applyList(uid(ctx), q));
  register(funlyApplyInfo, (q, ctx) => funlyApplications.applyInfo(uid(ctx), q));
  register(funlyApplyAudit, (q, ctx) => funlyApplications.applyAudit(uid(ctx), q));
  register(funlyCheckinUndo, (q, ctx) => funlyApplications.checkinUndo(uid(ctx), q));
  register(funlyOperatorList, (q, ctx) => funlyOperators.list(uid(ctx), () => business.actor(ctx, MANAGERS), q));
  register(funlyOperatorSave, (q, ctx) => funlyOperators.save(uid(ctx), q));
  register(funlyOperatorDelete, (q, ctx) => funlyOperators.remove(uid(ctx), q));
  register(funlyStats, (q, ctx) => stats.stats(uid(ctx), q));
  register(funlyStatsList, (q, ctx) => stats.statsList(uid(ctx), q));

  // everyone
  register(funlyList, (q) => funly.list(q));
  register(funlyShow, (q, ctx) => funly.show(ctx.user?.uid ?? null, q));
  register(funlyEnterList, (q) => funly.enterList(q));
  register(funlyLike, (q, ctx) => funly.like(uid(ctx), q));
  register(funlyApply, (q, ctx) => funlyApplications.apply(me(ctx), q, spmOf(ctx)));
  register(funlyAnswer, (q, ctx) => funlyApplications.answer(uid(ctx), q));
  register(funlyCancel, (q, ctx) => funlyApplications.cancel(uid(ctx), q));
  register(funlyBook, (q, ctx) => funlyApplications.book(uid(ctx), q));
  register(funlyMyList, (q, ctx) => funlyApplications.myList(uid(ctx), q));
  register(funlyResult, (q, ctx) => funlyApplications.result(uid(ctx), q));
};
