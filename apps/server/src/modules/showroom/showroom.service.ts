import type { z } from 'zod';
import {
  ErrorCode,
  showCarStateLabel,
  type CallData,
  type CallDef,
  type ShowCar,
  type ShowCarAudit,
  type ShowCarManage,
  type ShowCarState,
  type showCarMine,
  type showCarSave,
} from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { shanghaiDay, toSecs } from '../../lib/time.js';
import { AppError, validationError } from '../../plugins/app/errors.js';
import type { AuditRepository, AuditRow } from '../audit/audit.repository.js';
import type { BusinessRepository } from '../business/business.repository.js';
import type { CatalogRepository } from '../catalog/catalog.repository.js';
import type { BusinessActor } from '../business/business.service.js';
import { notify } from '../message/message.repository.js';
import { catalogPick, completenessProblems, fieldProblems } from './car-rules.js';
import type { CarRow, ShowroomRepository } from './showroom.repository.js';
import {
  actionsOf,
  CAR_FIELDS,
  changedValues,
  normalised,
  toCard,
  toColumns,
  toShowCar,
  valuesOf,
  type CarValues,
} from './showroom.view.js';

type Parsed<C> = C extends CallDef<infer Q, z.ZodType> ? z.output<Q> : never;
type SaveQuery = Parsed<typeof showCarSave>;
type StateAction = 'submit' | 'off_shelf' | 'on_shelf' | 'sold' | 'delete';

/** the 下架 / 上架 / 已售 moves: from which states, to which */
const MOVES: Record<'off_shelf' | 'on_shelf' | 'sold', { from: ShowCarState[]; to: ShowCarState }> = {
  off_shelf: { from: ['listed'], to: 'off_shelf' },
  on_shelf: { from: ['off_shelf'], to: 'listed' },
  sold: { from: ['listed', 'off_shelf'], to: 'sold' },
};
const SELF_LIST = '/show-car/carSelfSalelist';

/**
 * A business's car listings (docs/showroom.md): drafts, submission to the audit queue (type show_car), 下架 / 上架 /
 * 已售, and the audit hooks. An approved listing's row is its approved version: an edit of it waits in its audit's
 * `changes` (so a price or a photo never changes unreviewed) while the advisors apply at once.
 */
export function showroomService(deps: {
  db: Db;
  repo: ShowroomRepository;
  audits: AuditRepository;
  business: BusinessRepository;
  /** the vehicle catalogue: the picks are checked against it and give the car's name */
  catalog: CatalogRepository;
  clock: Clock;
}) {
  const { db, repo, audits, business, catalog, clock } = deps;

  const trail = (tx: Tx, actor: BusinessActor, id: number, action: string, detail: object = {}) =>
    business.trail(tx, {
      businessId: actor.businessId,
      actorId: actor.uid,
      entity: 'show_car',
      entityId: id,
      action,
      detail,
    });

  /** the listing with its names and advisors (any business: the caller checked whose it is) */
  const load = async (id: number, tx: Db | Tx = db) => {
    const r = await repo.named(id, tx);
    if (!r) throw new AppError(ErrorCode.NOT_FOUND, '车辆不存在');
    const advisors = (await repo.advisorsOf([id], tx)).map((x) => x.a);
    return { row: r.c, car: toShowCar(r.c, r, advisors) };
  };
  const view = async (id: number, tx: Db | Tx = db): Promise<ShowCar> => (await load(id, tx)).car;

  const manage = async (id: number, tx: Db | Tx = db): Promise<ShowCarManage> => {
    const { row, car } = await load(id, tx);
    const pending = await repo.pendingChange(id, tx);
    const bookings = await repo.countPendingBookings(id, tx);
    return {
      ...car,
      reject_reason: row.rejectReason,
      pending_change: pending ? { fields: Object.keys(pending.changes), create_time: toSecs(pending.createdAt) } : null,
      actions: actionsOf(car.state, !!pending),
      pending_bookings: bookings,
    };
  };

  /** the values checked (catalogue, fields, advisors of the business): the car's name and vehicle type */
  const checked = async (tx: Tx, actor: BusinessActor, v: CarValues, advisorIds: number[]) => {
    const pick = await catalogPick(catalog, v, tx);
    const problems = fieldProblems(v, pick.vehicleType, shanghaiDay(clock.now()));
    const owned = await repo.advisorIdsOf(actor.businessId, advisorIds, tx);
    if (owned.length !== advisorIds.length) problems.push({ field: 'advisor_ids', message: '销售顾问无效' });
    if (problems.length > 0) throw validationError(problems);
    return pick;
  };

  /** a first submission (or one again after a rejection): complete or refused with every problem named */
  const submit = async (tx: Tx, actor: BusinessActor, row: CarRow, advisorCount: number) => {
    const problems = completenessProblems(valuesOf(row), advisorCount);
    if (problems.length > 0) throw validationError(problems);
    const audit = await audits.create(tx, {
      businessId: actor.businessId,
      type: 'show_car',
      targetId: row.id,
      title: row.name,
      changes: {},
      submittedBy: actor.uid,
    });
    if (!audit) throw new AppError(ErrorCode.CONFLICT, '已在审核中，请等待审核结果');
    await repo.update(tx, row.id, { state: 'auditing', rejectReason: '' });
    await trail(tx, actor, row.id, 'submit');
  };

  /** an edit of an approved listing: advisors at once, every other changed field through review */
  const change = async (tx: Tx, actor: BusinessActor, row: CarRow, v: CarValues, advisorIds: number[]) => {
    if (await repo.hasPendingAudit(row.id, tx))
      throw new AppError(ErrorCode.CONFLICT, '上次修改正在审核中，请等待审核结果');
    const pick = await checked(tx, actor, v, advisorIds);
    await repo.setAdvisors(tx, row.id, advisorIds);
    const changes = changedValues(valuesOf(row), v);
    if (Object.keys(changes).length === 0) {
      await trail(tx, actor, row.id, 'update_advisors', { advisor_ids: advisorIds });
      return;
    }
    const problems = completenessProblems(v, advisorIds.length);
    if (problems.length > 0) throw validationError(problems);
    const audit = await audits.create(tx, {
      businessId: actor.businessId,
      type: 'show_car',
      targetId: row.id,
      title: pick.name,
      changes,
      submittedBy: actor.uid,
    });
    if (!audit) throw new AppError(ErrorCode.CONFLICT, '上次修改正在审核中，请等待审核结果');
    await repo.update(tx, row.id, { rejectReason: '' });
    await trail(tx, actor, row.id, 'change_submitted', changes);
  };

  return {
    view,

    /** Create or edit a listing (docs/showroom.md: drafts, submission, changes of an approved listing). */
    save: (actor: BusinessActor, q: SaveQuery): Promise<ShowCarManage> =>
      db.transaction(async (tx) => {
        const { id, submit: andSubmit, advisor_ids, ...fields } = q;
        const advisorIds = advisor_ids;
        const v = normalised(fields);
        if (id === undefined) {
          const pick = await checked(tx, actor, v, advisorIds);
          const row = await repo.insert(tx, {
            ...toColumns(v),
            name: pick.name,
            vehicleType: pick.vehicleType,
            businessId: actor.businessId,
            createdBy: actor.uid,
          });
          await repo.setAdvisors(tx, row.id, advisorIds);
          await trail(tx, actor, row.id, 'create');
          if (andSubmit) await submit(tx, actor, row, advisorIds.length);
          return manage(row.id, tx);
        }
        const row = await repo.lock(tx, actor.businessId, id);
        if (!row) throw new AppError(ErrorCode.NOT_FOUND, '车辆不存在');
        switch (row.state) {
          case 'draft':
          case 'rejected': {
            const pick = await checked(tx, actor, v, advisorIds);
            const set = { ...toColumns(v), name: pick.name, vehicleType: pick.vehicleType };
            await repo.update(tx, id, set);
            await repo.setAdvisors(tx, id, advisorIds);
            await trail(tx, actor, id, 'update');
            if (andSubmit) await submit(tx, actor, { ...row, ...set }, advisorIds.length);
            break;
          }
          case 'listed':
          case 'off_shelf':
            await change(tx, actor, row, v, advisorIds);
            break;
          case 'auditing':
            throw new AppError(ErrorCode.CONFLICT, '审核中，暂不能修改');
          case 'sold':
            throw new AppError(ErrorCode.CONFLICT, '已售车辆不能修改');
        }
        return manage(id, tx);
      }),

    /** 提交审核, 下架 / 上架, 已售, 删除 (a draft or rejected one): the row locked, the state checked. */
    act: (actor: BusinessActor, id: number, action: StateAction): Promise<{ car: ShowCarManage | null }> =>
      db.transaction(async (tx) => {
        const row = await repo.lock(tx, actor.businessId, id);
        if (!row) throw new AppError(ErrorCode.NOT_FOUND, '车辆不存在');
        const pending = !!(await repo.pendingChange(id, tx));
        if (!actionsOf(row.state, pending).includes(action))
          throw new AppError(ErrorCode.CONFLICT, `${showCarStateLabel[row.state]}的车辆不能${ACTION_WORD[action]}`);
        switch (action) {
          case 'submit': {
            const advisors = await repo.advisorsOf([id], tx);
            await submit(tx, actor, row, advisors.length);
            break;
          }
          case 'delete':
            await repo.deleteUnlisted(tx, id);
            await trail(tx, actor, id, 'delete');
            return { car: null };
          case 'off_shelf':
          case 'on_shelf':
          case 'sold': {
            const m = MOVES[action];
            const moved = await repo.move(tx, id, m.from, { state: m.to });
            if (!moved) throw new AppError(ErrorCode.CONFLICT, '车辆状态已变化，请刷新后重试');
            if (action === 'sold') await repo.cancelBookingsOf(tx, id, actor.uid);
            await trail(tx, actor, id, action);
            break;
          }
        }
        return { car: await manage(id, tx) };
      }),

    info: async (actor: BusinessActor, id: number): Promise<ShowCarManage> => {
      const r = await repo.named(id);
      if (!r || r.c.businessId !== actor.businessId) throw new AppError(ErrorCode.NOT_FOUND, '车辆不存在');
      return manage(id);
    },

    async mine(actor: BusinessActor, q: Parsed<typeof showCarMine>): Promise<CallData<typeof showCarMine>> {
      const r = await repo.minePage(actor.businessId, q);
      return {
        list: r.list.map((x) => ({
          ...toCard(x.c, x.dealerName),
          reject_reason: x.c.rejectReason,
          has_pending_change: !!x.pendingChange,
          actions: actionsOf(x.c.state, !!x.pendingChange),
          pending_bookings: x.pendingBookings,
          update_time: toSecs(x.c.updatedAt),
        })),
        count: r.count,
        page_size: q.page_size,
        counts: r.counts,
      };
    },

    // ------------------------------------------------------------ the audit queue's hooks (type show_car)

    /** the listing as it would be after passing, the approved one it replaces, and the changed fields */
    auditDetail: async (a: AuditRow): Promise<ShowCarAudit> => {
      const r = await repo.named(a.targetId);
      if (!r) throw new AppError(ErrorCode.NOT_FOUND, '车辆不存在');
      const current = await view(a.targetId);
      const changed = Object.keys(a.changes).filter((k) => (CAR_FIELDS as string[]).includes(k));
      if (changed.length === 0) return { car: current, before: null, changed: [] };
      const after = { ...valuesOf(r.c), ...(a.changes as Partial<CarValues>) };
      const names = await namesOf(after);
      const afterRow = { ...r.c, ...toColumns(after), name: names.name, vehicleType: names.vehicleType };
      const car = toShowCar(afterRow, { ...r, ...names }, []);
      return {
        car: { ...car, advisors: current.advisors },
        before: a.status === 1 ? current : null,
        changed,
      };
    },

    /** The auditor's decision inside the audit's transaction: listed / rejected, or the change applied / refused. */
    decide: async (tx: Tx, a: AuditRow, pass: boolean, remark: string, reviewer: number): Promise<void> => {
      const row = await repo.lockAny(tx, a.targetId);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, '车辆不存在');
      const isChange = Object.keys(a.changes).length > 0;
      let name = row.name;
      if (!isChange) {
        if (row.state !== 'auditing') throw new AppError(ErrorCode.CONFLICT, '车辆已不在审核中');
        await repo.update(
          tx,
          row.id,
          pass
            ? { state: 'listed', rejectReason: '', listedAt: row.listedAt ?? clock.now() }
            : { state: 'rejected', rejectReason: remark },
        );
      } else if (pass) {
        const after = { ...valuesOf(row), ...(a.changes as Partial<CarValues>) };
        const pick = await catalogPick(catalog, after, tx);
        name = pick.name;
        await repo.update(tx, row.id, { ...toColumns(after), name, vehicleType: pick.vehicleType, rejectReason: '' });
      } else await repo.update(tx, row.id, { rejectReason: `修改未通过：${remark}` });
      await business.trail(tx, {
        businessId: row.businessId,
        actorId: reviewer,
        entity: 'show_car',
        entityId: row.id,
        action: pass ? 'audit_pass' : 'audit_reject',
        detail: { audit_id: a.id, remark },
      });
      const what = isChange ? '的修改' : '';
      await notify(
        tx,
        a.submittedBy,
        'audit',
        pass ? '车辆审核通过' : '车辆审核未通过',
        pass
          ? `「${name}」${what}已通过审核${isChange ? '，已按新内容展示' : '，已在展厅上架'}`
          : `「${name}」${what}未通过审核：${remark}`,
        SELF_LIST,
      );
    },
  };

  async function namesOf(v: CarValues) {
    const [brand, series, vehicle] = await Promise.all([
      v.brand_id === null ? undefined : catalog.brand(v.brand_id),
      v.series_id === null ? undefined : catalog.series(v.series_id),
      v.model_id === null ? undefined : catalog.vehicle(v.model_id),
    ]);
    const model = vehicle?.model;
    return {
      brandName: brand?.name ?? null,
      seriesName: series?.name ?? null,
      modelName: model?.name ?? null,
      name: [brand?.name, series?.name, model?.name].filter(Boolean).join(' '),
      vehicleType: brand?.vehicleType ?? null,
    };
  }
}
export type ShowroomService = ReturnType<typeof showroomService>;

const ACTION_WORD: Record<StateAction, string> = {
  submit: '提交审核',
  off_shelf: '下架',
  on_shelf: '上架',
  sold: '标记已售',
  delete: '删除',
};
