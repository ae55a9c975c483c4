import { randomBytes } from 'node:crypto';
import { ErrorCode, type Checkpoint } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import { AppError, validationError } from '../../plugins/app/errors.js';
import type { BusinessActor } from '../business/business.service.js';
import type { BusinessRepository } from '../business/business.repository.js';
import type { HoldingService } from '../holding/holding.service.js';
import type { CheckpointRepository, PointRow } from './checkpoint.repository.js';

export interface PointFields {
  item_id: number;
  point_name: string;
  point_location: string;
  point_longitude: number | null;
  point_latitude: number | null;
  point_radius: number;
  write_off_type: 1 | 2;
  write_off_num: number;
  opening_hours: string;
}

const MANAGER_ROLES = new Set(['owner', 'admin']);
const newParam = () => `kcp_${randomBytes(12).toString('base64url')}`;

const columns = (q: PointFields) => ({
  name: q.point_name,
  location: q.point_location,
  longitude: q.point_longitude,
  latitude: q.point_latitude,
  radius: q.point_radius,
  writeOffType: q.write_off_type,
  writeOffNum: q.write_off_num,
  openingHours: q.opening_hours,
});

/**
 * The manager's side of write-off points: a business's points of its items, their checkers and their logs (the
 * point and its logs are open to its checkers too). The checker's own view is checker.service.ts.
 */
export function checkpointService(
  db: Db,
  repo: CheckpointRepository,
  businessRepo: BusinessRepository,
  holdingsSvc: HoldingService,
) {
  const view = async (point: PointRow, tx: Db | Tx = db): Promise<Checkpoint> => {
    const itemName = await repo.itemName(point.itemId, tx);
    const checkers = await repo.checkersOf(point.id, tx);
    return {
      id: point.id,
      item_id: point.itemId,
      item_name: itemName ?? '',
      point_name: point.name,
      point_location: point.location,
      point_radius: point.radius,
      write_off_type: point.writeOffType,
      write_off_num: point.writeOffNum,
      point_longitude: point.longitude,
      point_latitude: point.latitude,
      write_off_param: point.param,
      opening_hours: point.openingHours,
      used: point.used,
      write_off_users: checkers,
    };
  };

  /** A live point of the actor's business. */
  const ownPoint = async (actor: BusinessActor, id: number, tx: Db | Tx = db) => {
    const point = await repo.livePointOf(actor.businessId, id, tx);
    if (!point) throw new AppError(ErrorCode.NOT_FOUND, '核销点不存在');
    return point;
  };

  const ownItem = async (actor: BusinessActor, itemId: number) => {
    const item = await repo.liveItemOf(actor.businessId, itemId);
    if (!item) throw new AppError(ErrorCode.NOT_FOUND, '内容不存在');
    return item;
  };

  /** A point its business's managers or its own checkers may look at. */
  const visiblePoint = async (uid: number, id: number) => {
    const point = await repo.livePoint(id);
    if (!point) throw new AppError(ErrorCode.NOT_FOUND, '核销点不存在');
    const manager = (await businessRepo.rolesIn(uid, point.businessId)).some((r) => MANAGER_ROLES.has(r));
    const assigned = manager || (await repo.isChecker(id, uid));
    if (!assigned) throw new AppError(ErrorCode.FORBIDDEN, '无权查看该核销点');
    return point;
  };

  return {
    async save(actor: BusinessActor, q: PointFields & { id?: number }) {
      await ownItem(actor, q.item_id);
      return db.transaction(async (tx) => {
        let point: PointRow | undefined;
        if (q.id) {
          const before = await ownPoint(actor, q.id, tx);
          if (before.itemId !== q.item_id) throw new AppError(ErrorCode.CONFLICT, '核销点不属于该票券');
          if (q.write_off_num > 0 && q.write_off_num < before.used)
            throw validationError([{ field: 'write_off_num', message: `核销点限额不能少于已核销的${before.used}次` }]);
          point = await repo.updatePoint(tx, q.id, columns(q), new Date());
        } else {
          point = await repo.insertPoint(tx, {
            ...columns(q),
            businessId: actor.businessId,
            itemId: q.item_id,
            param: newParam(),
            createdBy: actor.uid,
          });
        }
        await businessRepo.trail(tx, {
          businessId: actor.businessId,
          actorId: actor.uid,
          entity: 'checkpoint',
          entityId: point!.id,
          action: q.id ? 'edit' : 'create',
          detail: { item_id: q.item_id },
        });
        return view(point!, tx);
      });
    },

    async list(actor: BusinessActor, q: { item_id: number }) {
      await ownItem(actor, q.item_id);
      const points = await repo.livePointsOfItem(actor.businessId, q.item_id);
      return { list: await Promise.all(points.map((p) => view(p))) };
    },

    info: async (uid: number, q: { id: number }) => view(await visiblePoint(uid, q.id)),

    /** A live point the caller may read (one of its checkers, or a manager of its business): 10004, 10003. */
    visible: visiblePoint,

    async remove(actor: BusinessActor, q: { id: number }) {
      return db.transaction(async (tx) => {
        if (!(await repo.removeUnused(tx, actor.businessId, q.id, new Date()))) {
          await ownPoint(actor, q.id, tx);
          throw new AppError(ErrorCode.CONFLICT, '已有核销记录的核销点不能删除');
        }
        await repo.removeCheckers(tx, q.id);
        await businessRepo.trail(tx, {
          businessId: actor.businessId,
          actorId: actor.uid,
          entity: 'checkpoint',
          entityId: q.id,
          action: 'delete',
        });
        return { id: q.id };
      });
    },

    async addChecker(actor: BusinessActor, q: { id: number; mobile: string }) {
      return db.transaction(async (tx) => {
        const point = await ownPoint(actor, q.id, tx);
        const person = await holdingsSvc.personByMobile(tx, q.mobile);
        await repo.addChecker(tx, point.id, person.id, actor.businessId);
        await businessRepo.trail(tx, {
          businessId: actor.businessId,
          actorId: actor.uid,
          entity: 'checkpoint',
          entityId: point.id,
          action: 'checker_add',
          detail: { user_id: person.id },
        });
        return view(point, tx);
      });
    },

    async removeChecker(actor: BusinessActor, q: { id: number; user_id: number }) {
      return db.transaction(async (tx) => {
        const point = await ownPoint(actor, q.id, tx);
        if (!(await repo.removeChecker(tx, point.id, q.user_id)))
          throw new AppError(ErrorCode.NOT_FOUND, '该核销员不在此核销点');
        await businessRepo.trail(tx, {
          businessId: actor.businessId,
          actorId: actor.uid,
          entity: 'checkpoint',
          entityId: point.id,
          action: 'checker_remove',
          detail: { user_id: q.user_id },
        });
        return view(point, tx);
      });
    },

    async logs(uid: number, q: { id: number; page: number; page_size: number }) {
      const point = await visiblePoint(uid, q.id);
      const [list, [total], days] = await repo.logsPage(point.id, q.page_size, (q.page - 1) * q.page_size);
      return { list, count: total?.n ?? 0, page_size: q.page_size, total: total?.n ?? 0, days };
    },
  };
}
export type CheckpointService = ReturnType<typeof checkpointService>;
