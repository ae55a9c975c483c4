import {
  ErrorCode,
  type CallData,
  type CallQuery,
  type CarOwner,
  type CarOwnerAudit,
  type carOwnerApply,
  type carOwnerList,
} from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/pg-error.js';
import { AppError, validationError } from '../../plugins/app/errors.js';
import type { AuditRepository, AuditRow } from '../audit/audit.repository.js';
import { notify } from '../message/message.repository.js';
import { carOwnerRepository, type CarOwnerFields, type CarOwnerRow } from './carowner.repository.js';
import { toCarOwner, toCarOwnerAudit } from './carowner.view.js';

/** the parsed query (the VIN and plate normalized by the contract) */
type ApplyQuery = CallQuery<typeof carOwnerApply>;

const TAKEN = '该车辆已由其他车主认证，如有疑问请联系客服';
const TAKEN_DECIDE = '该车辆已由其他车主认证，请驳回';
const DETAIL = (id: number) => `/car-authentication/detail?id=${id}`;

/** why a row may not be applied for again, or null */
const applyRefusal = (r: CarOwnerRow) =>
  r.state === 'pending' ? '该车辆的认证正在审核中，请耐心等待' : r.state === 'approved' ? '你已认证该车辆' : null;

/**
 * Car-owner certifications (docs/identity.md): one row per person and VIN, reviewed by the platform auditor in the
 * audit queue (type car_owner); the 认证车主 badge (users.car_owner) follows the approved rows.
 */
export function carOwnerService(deps: { db: Db; audits: AuditRepository; clock: Clock }) {
  const { db, audits, clock } = deps;
  const repo = carOwnerRepository(db);

  const found = async (id: number) => {
    const r = await repo.byId(id);
    if (!r) throw new AppError(ErrorCode.NOT_FOUND, '认证记录不存在');
    return r;
  };

  /** the catalogue chain the form picked: the model must be of the series, the series of the brand */
  const checkedModel = async (q: ApplyQuery) => {
    const chain = await repo.modelChain(q.model_id);
    if (!chain) throw validationError([{ field: 'model_id', message: '车型不存在，请重新选择' }]);
    if (chain.brandId !== q.brand_id)
      throw validationError([{ field: 'brand_id', message: '品牌与车型不符，请重新选择' }]);
    if (chain.seriesId !== q.series_id)
      throw validationError([{ field: 'series_id', message: '车系与车型不符，请重新选择' }]);
    return chain;
  };

  /** the row to apply with: one's own by id (again), one's own of this VIN (again), or a new one */
  const applyRow = async (tx: Tx, uid: number, q: ApplyQuery, fields: CarOwnerFields, now: Date) => {
    const current = q.id ? await repo.lockOwn(tx, uid, q.id) : await repo.lockOwnVin(tx, uid, q.vin);
    if (q.id && !current) throw new AppError(ErrorCode.NOT_FOUND, '认证记录不存在');
    if (current) {
      const refusal = applyRefusal(current);
      if (refusal) throw new AppError(ErrorCode.CONFLICT, refusal);
      // a changed VIN must not be one of the person's other rows (the unique user and VIN)
      if (current.vin !== q.vin && (await repo.lockOwnVin(tx, uid, q.vin)))
        throw new AppError(ErrorCode.CONFLICT, '你已有这辆车的认证记录，请在认证列表中查看');
      const row = await repo.reapply(tx, current.id, fields, now);
      if (!row) throw new AppError(ErrorCode.CONFLICT, '该车辆的认证正在审核中，请耐心等待');
      return row;
    }
    const row = await repo.insert(tx, uid, fields, now);
    if (!row) throw new AppError(ErrorCode.CONFLICT, '该车辆的认证正在审核中，请耐心等待');
    return row;
  };

  return {
    /**
     * A first application, or one again (by id, or by the same VIN) after a rejection or withdrawal: the row pending
     * and its audit, in one transaction. A VIN another person holds certified is refused.
     */
    apply: async (uid: number, q: ApplyQuery): Promise<CarOwner> => {
      await checkedModel(q);
      if (await repo.vinTakenByOther(q.vin, uid)) throw new AppError(ErrorCode.CONFLICT, TAKEN);
      const fields: CarOwnerFields = { modelId: q.model_id, vin: q.vin, plate: q.plate, licenceImage: q.licence_image };
      const now = clock.now();
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const row = await applyRow(tx, uid, q, fields, now);
          const applicant = await repo.byId(row.id, tx);
          const audit = await audits.create(tx, {
            businessId: null,
            type: 'car_owner',
            targetId: row.id,
            title: `${applicant!.nickname} 的车主认证`,
            changes: {},
            submittedBy: uid,
          });
          if (!audit) throw new AppError(ErrorCode.CONFLICT, '该车辆的认证正在审核中，请耐心等待');
          return row.id;
        });
      } catch (e) {
        // a parallel application of the same person and VIN won
        if (isUniqueViolation(e)) throw new AppError(ErrorCode.CONFLICT, '该车辆的认证正在审核中，请耐心等待');
        throw e;
      }
      return toCarOwner(await found(id));
    },

    list: async (uid: number, q: { page: number; page_size: number }): Promise<CallData<typeof carOwnerList>> => {
      const r = await repo.page(uid, q);
      return {
        list: r.list.map(toCarOwner),
        count: r.count,
        page_size: q.page_size,
        approved: r.approved,
        pending: r.pending,
      };
    },

    /** one of the caller's own; anyone else's is "not found" (nothing of it is told) */
    info: async (uid: number, id: number): Promise<CarOwner> => {
      const r = await repo.ownById(uid, id);
      if (!r) throw new AppError(ErrorCode.NOT_FOUND, '认证记录不存在');
      return toCarOwner(r);
    },

    /**
     * Withdraws one's own pending application (its audit is closed first: the same order as the auditor's decision
     * takes the rows) or gives up an approved certification (the badge follows the rows left).
     */
    cancel: async (uid: number, id: number): Promise<CarOwner> => {
      const own = await repo.ownById(uid, id);
      if (!own) throw new AppError(ErrorCode.NOT_FOUND, '认证记录不存在');
      const now = clock.now();
      await db.transaction(async (tx) => {
        if (own.c.state === 'pending') {
          if (!(await repo.closePendingAudit(tx, id, uid, '申请人已撤回')))
            throw new AppError(ErrorCode.CONFLICT, '该申请已审核，请刷新后查看');
          if (!(await repo.withdraw(tx, id, 'pending', now)))
            throw new AppError(ErrorCode.CONFLICT, '该申请已审核，请刷新后查看');
        } else if (own.c.state === 'approved') {
          if (!(await repo.withdraw(tx, id, 'approved', now)))
            throw new AppError(ErrorCode.CONFLICT, '该认证已变更，请刷新后查看');
          await repo.refreshBadge(tx, uid);
        } else throw new AppError(ErrorCode.CONFLICT, '该认证无需撤回');
      });
      return toCarOwner(await found(id));
    },

    /** the application the auditor reads (audit/info under car_owner) */
    auditDetail: async (a: AuditRow): Promise<CarOwnerAudit> => {
      const r = await found(a.targetId);
      return toCarOwnerAudit(r, await repo.vinTakenByOther(r.c.vin, r.c.userId));
    },

    /**
     * The auditor's decision, inside the audit's transaction: pass certifies the car (refused while another person
     * holds this VIN certified) and sets the badge; reject keeps the reason. The applicant is told either way.
     */
    decide: async (tx: Tx, a: AuditRow, pass: boolean, remark: string, reviewer: number): Promise<void> => {
      const current = await repo.byId(a.targetId, tx);
      if (!current) throw new AppError(ErrorCode.NOT_FOUND, '认证记录不存在');
      if (pass && (await repo.vinTakenByOther(current.c.vin, current.c.userId, tx)))
        throw new AppError(ErrorCode.CONFLICT, TAKEN_DECIDE);
      let row: CarOwnerRow | undefined;
      try {
        row = await repo.decide(tx, a.targetId, pass, remark, reviewer, clock.now());
      } catch (e) {
        // a parallel pass of another person's application of this VIN won (the unique approved VIN)
        if (isUniqueViolation(e)) throw new AppError(ErrorCode.CONFLICT, TAKEN_DECIDE);
        throw e;
      }
      if (!row) throw new AppError(ErrorCode.CONFLICT, '认证申请已不在审核中');
      if (pass) await repo.refreshBadge(tx, row.userId);
      const car = `${current.brandName} ${current.seriesName}（${row.plate}）`;
      await notify(
        tx,
        row.userId,
        'audit',
        pass ? '车主认证已通过' : '车主认证未通过',
        pass ? `恭喜，你的${car}车主认证已通过，已获得认证车主标识` : `你的${car}车主认证未通过：${remark}`,
        DETAIL(row.id),
      );
    },
  };
}
export type CarOwnerService = ReturnType<typeof carOwnerService>;
