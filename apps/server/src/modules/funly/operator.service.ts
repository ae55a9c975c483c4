import { ErrorCode, MANAGER_ROLES, type FunlyOperator, type FunlyOperatorRole, type Role } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import { AppError, validationError } from '../../plugins/app/errors.js';
import type { BusinessRepository } from '../business/business.repository.js';
import type { BusinessActor } from '../business/business.service.js';
import type { CheckpointRepository } from '../verify/checkpoint.repository.js';
import type { FunlyAccess } from './funly-access.js';
import type { FunlyRepository } from './funly.repository.js';
import { toOperator } from './funly.view.js';

type Paging = { page: number; page_size: number };

/**
 * Co-organisers of an event (docs/funly.md): only the organiser (an owner/admin of its business) adds, changes and
 * removes them. An unknown mobile gets an account (as when an item is issued to one). Every operator checks at the
 * event's check-in point, kept in step here.
 */
export function operatorService(d: {
  db: Db;
  repo: FunlyRepository;
  access: FunlyAccess;
  business: BusinessRepository;
  points: CheckpointRepository;
  users: { findLiveByMobile(mobile: string): Promise<{ id: number } | undefined> };
  personByMobile: (tx: Tx, mobile: string) => Promise<{ id: number }>;
}) {
  const { db, repo, access } = d;
  const isManager = async (uid: number, businessId: number) =>
    (await d.business.rolesIn(uid, businessId)).some((r) => (MANAGER_ROLES as readonly Role[]).includes(r));
  const trail = (tx: Tx, e: { id: number; businessId: number }, actorId: number, action: string, detail: object) =>
    d.business.trail(tx, { businessId: e.businessId, actorId, entity: 'event', entityId: e.id, action, detail });

  const one = async (id: number): Promise<FunlyOperator> => {
    const r = await repo.operatorWithMobile(id);
    if (!r) throw new AppError(ErrorCode.NOT_FOUND, '工作人员不存在');
    return toOperator(r);
  };

  return {
    /** Operators of one event (its organiser) or of every event of the b_id business (a manager of it). */
    async list(uid: number, actor: () => Promise<BusinessActor>, q: { id?: number } & Paging) {
      const by =
        q.id === undefined
          ? { businessId: (await actor()).businessId }
          : { eventId: (await access.require(uid, q.id, 'organiser')).id };
      const { list, count } = await repo.operatorPage(by, q);
      return { list: list.map(toOperator), count, page_size: q.page_size };
    },

    async save(
      uid: number,
      q: { id: number; operator_id?: number; mobile?: string; name: string; role: FunlyOperatorRole },
    ): Promise<FunlyOperator> {
      const e = await access.require(uid, q.id, 'organiser');
      if (q.operator_id !== undefined) {
        const op = await repo.operator(e.id, q.operator_id);
        if (!op) throw new AppError(ErrorCode.NOT_FOUND, '工作人员不存在');
        await db.transaction(async (tx) => {
          await repo.updateOperator(tx, op.id, { name: q.name, role: q.role });
          await trail(tx, e, uid, 'operator_update', { operator_id: op.id, role: q.role });
        });
        return one(op.id);
      }
      if (!q.mobile) throw validationError([{ field: 'mobile', message: '请输入手机号' }]);
      const known = await d.users.findLiveByMobile(q.mobile);
      if (known && (await isManager(known.id, e.businessId)))
        throw new AppError(ErrorCode.CONFLICT, '该用户已是主办方管理员，无需添加');
      const id = await db.transaction(async (tx) => {
        const person = await d.personByMobile(tx, q.mobile!);
        const op = await repo.insertOperator(tx, {
          eventId: e.id,
          userId: person.id,
          name: q.name,
          role: q.role,
          createdBy: uid,
        });
        if (!op) throw new AppError(ErrorCode.CONFLICT, '该用户已是本活动的工作人员');
        if (e.entryPointId !== null) await d.points.addChecker(tx, e.entryPointId, person.id, e.businessId);
        await trail(tx, e, uid, 'operator_add', { operator_id: op.id, user_id: person.id, role: q.role });
        return op.id;
      });
      return one(id);
    },

    async remove(uid: number, q: { id: number; operator_id: number }) {
      const e = await access.require(uid, q.id, 'organiser');
      const op = await repo.operator(e.id, q.operator_id);
      if (!op) throw new AppError(ErrorCode.NOT_FOUND, '工作人员不存在');
      const keepChecking = await isManager(op.userId, e.businessId);
      await db.transaction(async (tx) => {
        if (!(await repo.deleteOperator(tx, e.id, op.id))) throw new AppError(ErrorCode.NOT_FOUND, '工作人员不存在');
        if (e.entryPointId !== null && !keepChecking) await d.points.removeChecker(tx, e.entryPointId, op.userId);
        await trail(tx, e, uid, 'operator_remove', { operator_id: op.id, user_id: op.userId });
      });
      return { ok: true as const };
    },
  };
}
export type OperatorService = ReturnType<typeof operatorService>;
