import {
  auditTypeLabel,
  ErrorCode,
  type AuditRecord,
  type AuditTypeValue,
  type FunlyDetail,
  type ReportCase,
  type RideLeader,
} from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import { toSecs } from '../../lib/time.js';
import { AppError } from '../../plugins/app/errors.js';
import type { BusinessRepository } from '../business/business.repository.js';
import { completenessProblems, toColumns, toItem, type ItemRow } from '../item/item.mapping.js';
import { notify } from '../message/message.repository.js';
import type { AuditRepository, AuditRow } from './audit.repository.js';

/** What the audit queue needs of events (the funly service, docs/funly.md). */
export interface FunlyAuditHooks {
  auditDetail(a: AuditRow): Promise<FunlyDetail>;
  decide(tx: Tx, a: AuditRow, pass: boolean, remark: string, reviewer: number): Promise<void>;
}

/** What the audit queue needs of ride leader applications (the ride leader service, docs/ride.md). */
export interface RideLeaderAuditHooks {
  auditDetail(a: AuditRow): Promise<RideLeader>;
  decide(tx: Tx, a: AuditRow, pass: boolean, remark: string, reviewer: number): Promise<void>;
}

/** What the audit queue needs of report cases (the report service, docs/community.md). */
export interface ReportAuditHooks {
  auditDetail(a: AuditRow): Promise<ReportCase>;
  decide(tx: Tx, a: AuditRow, pass: boolean, remark: string, reviewer: number): Promise<void>;
}

type Listed = Awaited<ReturnType<AuditRepository['find']>> & object;

const toRecord = (r: Listed): AuditRecord => ({
  id: r.a.id,
  type: r.a.type,
  type_label: auditTypeLabel(r.a.type),
  target_id: r.a.targetId,
  target_name: r.targetName,
  business_name: r.businessName,
  status: r.a.status,
  verify_type: auditTypeLabel(r.a.type),
  avatar: r.avatar,
  nickname: r.nickname,
  create_time: toSecs(r.a.createdAt),
  remark: r.a.remark,
});

/** Auditors review submissions and changes; passing applies the change in the same transaction. */
export function auditService(
  db: Db,
  repo: AuditRepository,
  business: BusinessRepository,
  applyRelation: (tx: Tx, businessId: number, ticketId: number, couponIds: number[]) => Promise<void>,
  funly?: FunlyAuditHooks,
  rideLeaders?: RideLeaderAuditHooks,
  reports?: ReportAuditHooks,
) {
  const requireAuditor = async (uid: number) => {
    if (!(await repo.isAuditor(uid))) throw new AppError(ErrorCode.FORBIDDEN, '仅审核员可以审核');
  };
  const itemRow = async (id: number, lock: boolean, tx: Pick<Db, 'select'> = db) => {
    const r = await repo.itemWithProject(id, lock, tx);
    if (!r) throw new AppError(ErrorCode.NOT_FOUND, '内容不存在');
    return r;
  };

  return {
    async list(uid: number, q: { type?: AuditTypeValue; status: number; page: number; page_size: number }) {
      await requireAuditor(uid);
      const { list, count } = await repo.page(q);
      return { list: list.map(toRecord), count, page_size: q.page_size };
    },

    async info(uid: number, id: number) {
      await requireAuditor(uid);
      const r = await repo.find(id);
      if (!r) throw new AppError(ErrorCode.NOT_FOUND, '审核记录不存在');
      if (r.a.type === 'funly') {
        if (!funly) throw new AppError(ErrorCode.NOT_FOUND, '内容不存在');
        return { audit: toRecord(r), item: null, funly: await funly.auditDetail(r.a), changes: r.a.changes };
      }
      if (r.a.type === 'ride_leader') {
        if (!rideLeaders) throw new AppError(ErrorCode.NOT_FOUND, '内容不存在');
        return { audit: toRecord(r), item: null, ride_leader: await rideLeaders.auditDetail(r.a), changes: r.a.changes };
      }
      if (r.a.type === 'report') {
        if (!reports) throw new AppError(ErrorCode.NOT_FOUND, '内容不存在');
        return { audit: toRecord(r), item: null, report: await reports.auditDetail(r.a), changes: r.a.changes };
      }
      const { item, projectName } = await itemRow(r.a.targetId, false);
      const after = { ...item, ...toColumns(r.a.changes) } as ItemRow;
      return { audit: toRecord(r), item: toItem(after, projectName ?? '', r.a.status === 1), changes: r.a.changes };
    },

    async decide(uid: number, id: number, pass: boolean, remark: string) {
      await requireAuditor(uid);
      const decided = await db.transaction(async (tx) => {
        const audit = await repo.decide(tx, id, pass ? 2 : 3, uid, remark);
        if (!audit) return false;
        if (audit.type === 'funly') {
          if (!funly) throw new AppError(ErrorCode.NOT_FOUND, '内容不存在');
          await funly.decide(tx, audit, pass, remark, uid);
          return true;
        }
        if (audit.type === 'ride_leader') {
          if (!rideLeaders) throw new AppError(ErrorCode.NOT_FOUND, '内容不存在');
          await rideLeaders.decide(tx, audit, pass, remark, uid);
          return true;
        }
        if (audit.type === 'report') {
          if (!reports) throw new AppError(ErrorCode.NOT_FOUND, '内容不存在');
          await reports.decide(tx, audit, pass, remark, uid);
          return true;
        }
        // every other type is a business's
        const businessId = audit.businessId;
        if (businessId === null) throw new AppError(ErrorCode.NOT_FOUND, '内容不存在');
        if (audit.type === 'ticket_relation') {
          if (pass) await applyRelation(tx, businessId, audit.targetId, audit.changes.coupon_ids as number[]);
          await business.trail(tx, {
            businessId: businessId,
            actorId: uid,
            entity: 'item',
            entityId: audit.targetId,
            action: pass ? 'relation_pass' : 'relation_reject',
            detail: { audit_id: id, remark },
          });
          return true;
        }
        const { item } = await itemRow(audit.targetId, true, tx);
        const firstSubmission = item.state === 'auditing';
        let set: Partial<ItemRow>;
        if (firstSubmission) set = pass ? { state: 'approved' } : { state: 'rejected', rejectRemark: remark };
        else if (pass) {
          set = toColumns(audit.changes);
          const problems = completenessProblems({ ...item, ...set } as ItemRow);
          if (problems.length > 0)
            throw new AppError(ErrorCode.CONFLICT, `变更已不满足条件：${problems[0]!.message}，请驳回`);
        } else set = { rejectRemark: `修改未通过：${remark}` };
        await repo.updateItem(tx, item.id, set);
        const verdict = pass ? '已通过审核' : `未通过审核：${remark}`;
        const link = `/ticket-invitation/${audit.type}/${item.id}`;
        await notify(
          tx,
          audit.submittedBy,
          'audit',
          pass ? '审核通过' : '审核未通过',
          `「${item.name}」${verdict}`,
          link,
        );
        await business.trail(tx, {
          businessId: businessId,
          actorId: uid,
          entity: 'item',
          entityId: item.id,
          action: pass ? 'audit_pass' : 'audit_reject',
          detail: { audit_id: id, remark },
        });
        return true;
      });
      const r = await repo.find(id);
      if (!r) throw new AppError(ErrorCode.NOT_FOUND, '审核记录不存在');
      // (queries outside the transaction only after it ends: PGlite has one connection)
      if (!decided) throw new AppError(ErrorCode.CONFLICT, '该审核已处理');
      return { audit: toRecord(r) };
    },
  };
}
export type AuditService = ReturnType<typeof auditService>;
