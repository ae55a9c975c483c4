import { checkFormValues, ErrorCode, type Campaign, type FormField, type UnionApplication } from '@kc/shared';
import type { Db } from '../../db/client.js';
import { toSecs } from '../../lib/time.js';
import { AppError, validationError } from '../../plugins/app/errors.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { BusinessRepository } from '../business/business.repository.js';
import type { BusinessActor } from '../business/business.service.js';
import type { ApplicationRow, CampaignRow, UnionRepository } from './union.repository.js';

type Paging = { page: number; page_size: number };

/** Union marketing: platform campaigns (auditors create and review), businesses apply with each campaign's form. */
export function unionService(db: Db, repo: UnionRepository, auditRepo: AuditRepository, business: BusinessRepository) {
  const requireAuditor = async (uid: number) => {
    if (!(await auditRepo.isAuditor(uid))) throw new AppError(ErrorCode.FORBIDDEN, '仅审核员可以操作');
  };
  const toApplication = (r: ApplicationRow): UnionApplication => ({
    id: r.a.id,
    campaign_id: r.a.campaignId,
    campaign_title: r.title,
    business_id: r.a.businessId,
    business_name: r.businessName,
    values: r.a.values,
    status: r.a.status,
    remark: r.a.remark,
    create_time: toSecs(r.a.createdAt),
    review_time: r.a.reviewedAt ? toSecs(r.a.reviewedAt) : null,
  });
  const pageOf = async (page: ReturnType<UnionRepository['applicationsIn']>, p: Paging) => {
    const [list, [total]] = await page;
    return { list: list.map(toApplication), count: total?.n ?? 0, page_size: p.page_size };
  };

  /** The b_id business's latest application per campaign, when the caller belongs to it. */
  const mineOf = async (uid: number, bId: unknown, ids: number[]) => {
    const businessId = Number(bId);
    if (!Number.isInteger(businessId) || businessId <= 0 || ids.length === 0)
      return new Map<number, { id: number; status: number }>();
    if ((await business.rolesIn(uid, businessId)).length === 0) return new Map();
    const rows = await repo.applicationsOf(businessId, ids);
    return new Map(rows.map((r) => [r.campaignId, { id: r.id, status: r.status }]));
  };
  const toCampaign = (c: CampaignRow, mine?: { id: number; status: number }): Campaign => ({
    id: c.id,
    title: c.title,
    description: c.description,
    cover: c.cover,
    start_time: toSecs(c.startAt),
    end_time: toSecs(c.endAt),
    fields: c.fields as FormField[],
    my_status: mine?.status ?? null,
    my_application_id: mine?.id ?? null,
  });
  const campaign = async (id: number) => {
    const c = await repo.campaign(id);
    if (!c) throw new AppError(ErrorCode.NOT_FOUND, '活动不存在');
    return c;
  };
  const application = (id: number) => repo.application(id);

  return {
    async list(uid: number, bId: unknown, p: Paging) {
      const [rows, [total]] = await repo.campaignPage(p);
      const mine = await mineOf(
        uid,
        bId,
        rows.map((r) => r.id),
      );
      return { list: rows.map((r) => toCampaign(r, mine.get(r.id))), count: total?.n ?? 0, page_size: p.page_size };
    },
    async info(uid: number, bId: unknown, id: number) {
      const c = await campaign(id);
      return toCampaign(c, (await mineOf(uid, bId, [id])).get(id));
    },
    async save(
      uid: number,
      q: {
        id?: number;
        title: string;
        description: string;
        cover: string;
        start_time: number;
        end_time: number;
        fields: FormField[];
      },
    ) {
      await requireAuditor(uid);
      const row = {
        title: q.title,
        description: q.description,
        cover: q.cover,
        startAt: new Date(q.start_time * 1000),
        endAt: new Date(q.end_time * 1000),
        fields: q.fields,
      };
      if (q.id !== undefined) await campaign(q.id);
      const c =
        q.id !== undefined
          ? await repo.updateCampaign(q.id, row)
          : await repo.insertCampaign({ ...row, createdBy: uid });
      return toCampaign(c!);
    },
    async apply(actor: BusinessActor, q: { campaign_id: number; values: Record<string, unknown> }) {
      const c = await campaign(q.campaign_id);
      const now = Date.now();
      if (now < c.startAt.getTime() || now > c.endAt.getTime())
        throw new AppError(ErrorCode.CONFLICT, '活动不在报名时间内');
      const checked = checkFormValues(c.fields as FormField[], q.values);
      if (checked.errors.length > 0) throw validationError(checked.errors);
      const id = await db.transaction(async (tx) => {
        const a = await repo.insertApplication(tx, {
          campaignId: c.id,
          businessId: actor.businessId,
          values: checked.values,
          appliedBy: actor.uid,
        });
        if (!a) return undefined;
        await business.trail(tx, {
          businessId: actor.businessId,
          actorId: actor.uid,
          entity: 'campaign_application',
          entityId: a.id,
          action: 'apply',
          detail: { campaign_id: c.id },
        });
        return a.id;
      });
      if (id === undefined) throw new AppError(ErrorCode.CONFLICT, '已申请该活动，请等待审核结果');
      return toApplication((await application(id))!);
    },
    mine: (actor: BusinessActor, q: { campaign_id?: number } & Paging) =>
      pageOf(repo.businessApplications(actor.businessId, q.campaign_id, q), q),
    async applications(uid: number, q: { status: number } & Paging) {
      await requireAuditor(uid);
      return pageOf(repo.applicationsIn(q.status, q), q);
    },
    async review(uid: number, q: { id: number; pass: boolean; remark: string }) {
      await requireAuditor(uid);
      const decided = await db.transaction(async (tx) => {
        const a = await repo.decide(tx, q.id, {
          status: q.pass ? 2 : 3,
          remark: q.remark,
          reviewedBy: uid,
          reviewedAt: new Date(),
        });
        if (!a) return false;
        await business.trail(tx, {
          businessId: a.businessId,
          actorId: uid,
          entity: 'campaign_application',
          entityId: a.id,
          action: q.pass ? 'review_pass' : 'review_reject',
          detail: { remark: q.remark },
        });
        return true;
      });
      const r = await application(q.id);
      if (!r) throw new AppError(ErrorCode.NOT_FOUND, '申请不存在');
      if (!decided) throw new AppError(ErrorCode.CONFLICT, '该申请已处理');
      return toApplication(r);
    },
  };
}
export type UnionService = ReturnType<typeof unionService>;
