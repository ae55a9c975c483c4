import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ErrorCode, type Checkpoint } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import {
  businesses,
  checkpointCheckers,
  checkpoints,
  items,
  projects,
  userRoles,
  users,
  writeOffs,
} from '../../db/schema.js';
import { AppError, validationError } from '../../plugins/app/errors.js';
import type { BusinessActor } from '../business/business.service.js';
import type { BusinessRepository } from '../business/business.repository.js';
import type { HoldingService } from '../holding/holding.service.js';
import type { Clock } from '../holding/holder.service.js';
import { dateString, shanghaiDay } from '../holding/holding.view.js';
import { writeOffRecords } from './write-off.view.js';

type PointRow = typeof checkpoints.$inferSelect;
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

/** Write-off points of a business's items, their checkers, their logs; and the checker's own view of their points. */
export function checkpointService(db: Db, businessRepo: BusinessRepository, holdingsSvc: HoldingService, clock: Clock) {
  const view = async (point: PointRow, tx: Db | Tx = db): Promise<Checkpoint> => {
    const [item] = await tx.select({ name: items.name }).from(items).where(eq(items.id, point.itemId));
    const checkers = await tx
      .select({ id: users.id, user_name: users.nickname, user_phone: users.mobile, avatar: users.headimg })
      .from(checkpointCheckers)
      .innerJoin(users, eq(users.id, checkpointCheckers.userId))
      .where(eq(checkpointCheckers.checkpointId, point.id))
      .orderBy(asc(checkpointCheckers.createdAt));
    return {
      id: point.id,
      item_id: point.itemId,
      item_name: item?.name ?? '',
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
    const [point] = await tx
      .select()
      .from(checkpoints)
      .where(and(eq(checkpoints.id, id), eq(checkpoints.businessId, actor.businessId), isNull(checkpoints.deletedAt)));
    if (!point) throw new AppError(ErrorCode.NOT_FOUND, '核销点不存在');
    return point;
  };

  const ownItem = async (actor: BusinessActor, itemId: number) => {
    const [item] = await db
      .select({ id: items.id, state: items.state })
      .from(items)
      .where(and(eq(items.id, itemId), eq(items.businessId, actor.businessId), isNull(items.deletedAt)));
    if (!item) throw new AppError(ErrorCode.NOT_FOUND, '内容不存在');
    return item;
  };

  /** A point its business's managers or its own checkers may look at. */
  const visiblePoint = async (uid: number, id: number) => {
    const [point] = await db
      .select()
      .from(checkpoints)
      .where(and(eq(checkpoints.id, id), isNull(checkpoints.deletedAt)));
    if (!point) throw new AppError(ErrorCode.NOT_FOUND, '核销点不存在');
    const manager = (await businessRepo.rolesIn(uid, point.businessId)).some((r) => MANAGER_ROLES.has(r));
    const [assigned] = manager
      ? [true]
      : await db
          .select({ id: checkpointCheckers.userId })
          .from(checkpointCheckers)
          .where(and(eq(checkpointCheckers.checkpointId, id), eq(checkpointCheckers.userId, uid)));
    if (!assigned) throw new AppError(ErrorCode.FORBIDDEN, '无权查看该核销点');
    return point;
  };

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
          [point] = await tx
            .update(checkpoints)
            .set({ ...columns(q), updatedAt: new Date() })
            .where(eq(checkpoints.id, q.id))
            .returning();
        } else {
          [point] = await tx
            .insert(checkpoints)
            .values({
              ...columns(q),
              businessId: actor.businessId,
              itemId: q.item_id,
              param: newParam(),
              createdBy: actor.uid,
            })
            .returning();
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
      const points = await db
        .select()
        .from(checkpoints)
        .where(
          and(
            eq(checkpoints.itemId, q.item_id),
            eq(checkpoints.businessId, actor.businessId),
            isNull(checkpoints.deletedAt),
          ),
        )
        .orderBy(asc(checkpoints.id));
      return { list: await Promise.all(points.map((p) => view(p))) };
    },

    info: async (uid: number, q: { id: number }) => view(await visiblePoint(uid, q.id)),

    async remove(actor: BusinessActor, q: { id: number }) {
      return db.transaction(async (tx) => {
        const [gone] = await tx
          .update(checkpoints)
          .set({ deletedAt: new Date() })
          .where(
            and(
              eq(checkpoints.id, q.id),
              eq(checkpoints.businessId, actor.businessId),
              isNull(checkpoints.deletedAt),
              eq(checkpoints.used, 0),
            ),
          )
          .returning({ id: checkpoints.id });
        if (!gone) {
          await ownPoint(actor, q.id, tx);
          throw new AppError(ErrorCode.CONFLICT, '已有核销记录的核销点不能删除');
        }
        await tx.delete(checkpointCheckers).where(eq(checkpointCheckers.checkpointId, q.id));
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
        await tx.insert(checkpointCheckers).values({ checkpointId: point.id, userId: person.id }).onConflictDoNothing();
        await tx
          .insert(userRoles)
          .values({ userId: person.id, role: 'checker', businessId: actor.businessId })
          .onConflictDoNothing();
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
        const gone = await tx
          .delete(checkpointCheckers)
          .where(and(eq(checkpointCheckers.checkpointId, point.id), eq(checkpointCheckers.userId, q.user_id)))
          .returning({ id: checkpointCheckers.userId });
        if (gone.length === 0) throw new AppError(ErrorCode.NOT_FOUND, '该核销员不在此核销点');
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
      const where = eq(writeOffs.checkpointId, point.id);
      const dayOf = sql<string>`to_char(${writeOffs.createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;
      const [list, [total], days] = await Promise.all([
        writeOffRecords(db, where, q.page_size, (q.page - 1) * q.page_size),
        db.select({ n: count() }).from(writeOffs).where(where),
        db
          .select({ day: dayOf, count: count() })
          .from(writeOffs)
          .where(where)
          .groupBy(dayOf)
          .orderBy(sql`1 desc`)
          .limit(62),
      ]);
      return { list, count: total?.n ?? 0, page_size: q.page_size, total: total?.n ?? 0, days };
    },

    /** The items the caller checks (any business), with their points and today's counts. */
    async checkerItems(uid: number, q: { item_id?: number; page: number; page_size: number }) {
      const today = shanghaiDay(clock.now());
      const rows = await db
        .select({
          point: checkpoints,
          item: items,
          projectName: sql<string>`coalesce(${projects.name}, '')`,
          businessName: businesses.name,
        })
        .from(checkpointCheckers)
        .innerJoin(checkpoints, eq(checkpoints.id, checkpointCheckers.checkpointId))
        .innerJoin(items, eq(items.id, checkpoints.itemId))
        .innerJoin(businesses, eq(businesses.id, checkpoints.businessId))
        .leftJoin(projects, eq(projects.id, items.projectId))
        .where(
          and(
            eq(checkpointCheckers.userId, uid),
            isNull(checkpoints.deletedAt),
            q.item_id ? eq(items.id, q.item_id) : undefined,
          ),
        )
        .orderBy(sql`${items.id} desc`, asc(checkpoints.id));
      const pointIds = rows.map((r) => r.point.id);
      const todays = pointIds.length
        ? await db
            .select({ id: writeOffs.checkpointId, n: count() })
            .from(writeOffs)
            .where(
              and(
                inArray(writeOffs.checkpointId, pointIds),
                sql`${writeOffs.createdAt} >= (${today}::date::timestamp at time zone 'Asia/Shanghai')`,
              ),
            )
            .groupBy(writeOffs.checkpointId)
        : [];
      const todayOf = new Map(todays.map((t) => [t.id, t.n]));
      const byItem = new Map<number, ReturnType<typeof itemView>>();
      function itemView(r: (typeof rows)[number]) {
        return {
          item_id: r.item.id,
          name: r.item.name,
          product_type: r.item.productType,
          is_cert: r.item.isCert,
          project_name: r.projectName,
          business_name: r.businessName,
          date_string: dateString(r.item.validityStart, r.item.validityEnd),
          points: [] as {
            id: number;
            point_name: string;
            point_location: string;
            write_off_type: number;
            used: number;
            today: number;
          }[],
        };
      }
      for (const r of rows) {
        const entry = byItem.get(r.item.id) ?? itemView(r);
        entry.points.push({
          id: r.point.id,
          point_name: r.point.name,
          point_location: r.point.location,
          write_off_type: r.point.writeOffType,
          used: r.point.used,
          today: todayOf.get(r.point.id) ?? 0,
        });
        byItem.set(r.item.id, entry);
      }
      const all = [...byItem.values()];
      const start = (q.page - 1) * q.page_size;
      return { list: all.slice(start, start + q.page_size), count: all.length, page_size: q.page_size };
    },
  };
}
export type CheckpointService = ReturnType<typeof checkpointService>;
