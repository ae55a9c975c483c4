import {
  auditTypeLabel,
  ErrorCode,
  type AuditRecord,
  type AuditTypeValue,
  type auditInfo,
  type CallData,
} from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import { toSecs } from '../../lib/time.js';
import { AppError } from '../../plugins/app/errors.js';
import type { BusinessRepository } from '../business/business.repository.js';
import { completenessProblems, toColumns, toItem, type ItemRow } from '../item/item.mapping.js';
import { notify } from '../message/message.repository.js';
import type { AuditRepository, AuditRow } from './audit.repository.js';

/**
 * What the audit queue needs of a type whose target lives in another module (an event, a leader application, a
 * report case, a car listing, a certification, a merchant application): the detail the auditor reads, under the
 * type's own key of `audit/info` (see auditInfo in packages/shared), and the decision applied in the audit's
 * transaction.
 */
export interface AuditHooks<D = unknown> {
  auditDetail(a: AuditRow): Promise<D>;
  decide(tx: Tx, a: AuditRow, pass: boolean, remark: string, reviewer: number): Promise<void>;
  /** after the decision's transaction has committed (what is kept of the old state may go) */
  committed?(): void;
}

/** The item types the queue applies itself (an item's state or its changes; a ticket's coupon association). */
const ITEM_TYPES = ['ticket', 'coupon', 'invitation', 'ticket_relation'] as const;
export type HookedAuditType = Exclude<AuditTypeValue, (typeof ITEM_TYPES)[number]>;
/** Per hooked type, its module's hooks (services.ts wires them). */
export type AuditHookSet = { [T in HookedAuditType]?: AuditHooks<AuditInfoData[T]> };
type AuditInfoData = Required<CallData<typeof auditInfo>>;
const hooked = (t: AuditTypeValue): t is HookedAuditType => !(ITEM_TYPES as readonly string[]).includes(t);

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
  hooks: AuditHookSet = {},
) {
  const hooksOf = (t: HookedAuditType) => {
    const h = hooks[t] as AuditHooks | undefined;
    if (!h) throw new AppError(ErrorCode.NOT_FOUND, '内容不存在');
    return h;
  };
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
      if (hooked(r.a.type)) {
        const detail = await hooksOf(r.a.type).auditDetail(r.a);
        return { audit: toRecord(r), item: null, [r.a.type]: detail, changes: r.a.changes };
      }
      const { item, projectName } = await itemRow(r.a.targetId, false);
      const after = { ...item, ...toColumns(r.a.changes) } as ItemRow;
      return { audit: toRecord(r), item: toItem(after, projectName ?? '', r.a.status === 1), changes: r.a.changes };
    },

    async decide(uid: number, id: number, pass: boolean, remark: string) {
      await requireAuditor(uid);
      let hookedType: HookedAuditType | null = null;
      const decided = await db.transaction(async (tx) => {
        const audit = await repo.decide(tx, id, pass ? 2 : 3, uid, remark);
        if (!audit) return false;
        if (hooked(audit.type)) {
          await hooksOf(audit.type).decide(tx, audit, pass, remark, uid);
          hookedType = audit.type;
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
      if (hookedType) hooksOf(hookedType).committed?.();
      const r = await repo.find(id);
      if (!r) throw new AppError(ErrorCode.NOT_FOUND, '审核记录不存在');
      // (queries outside the transaction only after it ends: PGlite has one connection)
      if (!decided) throw new AppError(ErrorCode.CONFLICT, '该审核已处理');
      return { audit: toRecord(r) };
    },
  };
}
export type AuditService = ReturnType<typeof auditService>;
