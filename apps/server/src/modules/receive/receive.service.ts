import { and, asc, count, desc, eq, gt, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { ErrorCode, maskIdNumber, maskPhone, type Receivable, type Recipient } from '@kc/shared';
import type { Db } from '../../db/client.js';
import { businesses, holdings, items, projects, recipients, spmCodes, surveyAnswers } from '../../db/schema.js';
import { AppError, validationError } from '../../plugins/app/errors.js';
import type { HoldingService } from '../holding/holding.service.js';
import type { Clock, HolderService } from '../holding/holder.service.js';
import { dateString } from '../holding/holding.view.js';
import { SURVEYS } from './surveys.js';

const MAX_FAMILY = 10;
type RecipientRow = typeof recipients.$inferSelect;
type Person = { name: string; mobile: string; id_number: string };

const toRecipient = (r: RecipientRow): Recipient => ({
  id: r.id,
  name: r.name,
  mobile: maskPhone(r.mobile),
  id_number: r.idNumber ? maskIdNumber(r.idNumber) : '',
  is_self: r.isSelf,
});

/** Receiving free items (spec 7.4): what can be received, the receipt, receiver profiles, surveys, spm attribution. */
export function receiveService(db: Db, holdingsSvc: HoldingService, holder: HolderService, clock: Clock) {
  /** Free, approved items in their issuing window with stock left and no sign-up form. */
  const receivable = (now: Date): SQL =>
    and(
      eq(items.state, 'approved'),
      isNull(items.deletedAt),
      eq(items.sellValue, 0),
      isNull(items.formId),
      lte(items.issueStart, now),
      gt(items.issueEnd, now),
      lt(items.issued, items.totalStock),
    )!;

  const receivableRows = (uid: number | null) =>
    db
      .select({
        i: items,
        projectName: sql<string>`coalesce(${projects.name}, '')`,
        businessName: businesses.name,
        held: uid
          ? sql<number>`(select count(*)::int from ${holdings} h where h.item_id = ${items.id} and h.user_id = ${uid})`
          : sql<number>`0`,
      })
      .from(items)
      .innerJoin(businesses, eq(businesses.id, items.businessId))
      .leftJoin(projects, eq(projects.id, items.projectId));

  const toReceivable = (r: Awaited<ReturnType<ReturnType<typeof receivableRows>['limit']>>[number]): Receivable => ({
    item_id: r.i.id,
    name: r.i.name,
    product_type: r.i.productType,
    is_cert: r.i.isCert,
    project_name: r.projectName,
    business_id: r.i.businessId,
    business_name: r.businessName,
    date_string: dateString(r.i.validityStart, r.i.validityEnd),
    par_value: r.i.parValue,
    style_icon: r.i.styleIcon,
    style_color: r.i.styleColor,
    rule_content: r.i.ruleContent,
    remaining: r.i.totalStock - r.i.issued,
    per_user_limit: r.i.perUserLimit,
    held: r.held,
  });

  const resultOf = async (uid: number, holdingId: number) => {
    const [h] = await db
      .select()
      .from(holdings)
      .where(and(eq(holdings.id, holdingId), eq(holdings.userId, uid)));
    if (!h) throw new AppError(ErrorCode.NOT_FOUND, '没有找到这次领取');
    const card = await holder.card(uid, h.id);
    return {
      order_sn: h.sn,
      ticket_type: card.product_type,
      user_wait_id: h.id,
      create_time: Math.floor(h.createdAt.getTime() / 1000),
      holding_id: h.id,
      card,
    };
  };

  const liveRecipients = (uid: number) => and(eq(recipients.userId, uid), isNull(recipients.deletedAt));

  const checkSurvey = (type: number, value: Record<string, string>) => {
    const survey = SURVEYS[type];
    if (!survey) throw validationError([{ field: 'type', message: '问卷不存在' }]);
    const problems = Object.entries(value).flatMap(([k, v]) => {
      const q = survey.questions.find((x) => x.key === k);
      if (!q) return [{ field: `value.${k}`, message: '问卷中没有这道题' }];
      return q.options.includes(v) ? [] : [{ field: `value.${k}`, message: `「${q.label}」请选择给出的选项` }];
    });
    if (problems.length) throw validationError(problems);
  };

  const spmInfo = async (spm: string) => {
    if (!spm) return { spm: '', module: '', target_id: 0 };
    const [row] = await db.select().from(spmCodes).where(eq(spmCodes.code, spm));
    return row ? { spm: row.code, module: row.module, target_id: row.targetId } : { spm: '', module: '', target_id: 0 };
  };

  return {
    async list(
      uid: number | null,
      q: { product_type?: number; business_id?: number; keyword: string; page: number; page_size: number },
    ) {
      const where = and(
        receivable(clock.now()),
        q.product_type ? eq(items.productType, q.product_type) : undefined,
        q.business_id ? eq(items.businessId, q.business_id) : undefined,
        q.keyword ? sql`${items.name} ilike ${`%${q.keyword.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
      );
      const [rows, [total]] = await Promise.all([
        receivableRows(uid)
          .where(where)
          .orderBy(desc(items.id))
          .limit(q.page_size)
          .offset((q.page - 1) * q.page_size),
        db.select({ n: count() }).from(items).where(where),
      ]);
      return { list: rows.map(toReceivable), count: total?.n ?? 0, page_size: q.page_size };
    },

    async receive(uid: number, q: { item_id: number; recipient_id: number | null; spm: string }) {
      const [item] = await db
        .select({ sellValue: items.sellValue, formId: items.formId })
        .from(items)
        .where(and(eq(items.id, q.item_id), isNull(items.deletedAt)));
      if (!item) throw new AppError(ErrorCode.NOT_FOUND, '内容不存在');
      if (item.sellValue > 0) throw new AppError(ErrorCode.CONFLICT, '该票券需要购买');
      if (item.formId !== null) throw new AppError(ErrorCode.CONFLICT, '该票券需要报名领取');
      if (q.recipient_id !== null) {
        const [r] = await db
          .select({ id: recipients.id })
          .from(recipients)
          .where(and(eq(recipients.id, q.recipient_id), liveRecipients(uid)));
        if (!r) throw new AppError(ErrorCode.NOT_FOUND, '领取人不存在');
      }
      const spm = (await spmInfo(q.spm)).spm || null;
      const holdingId = await db.transaction((tx) =>
        holdingsSvc.issue(tx, {
          itemId: q.item_id,
          userId: uid,
          source: 'receive',
          sourceRef: null,
          actorId: uid,
          spm,
          recipientId: q.recipient_id,
        }),
      );
      return resultOf(uid, holdingId);
    },

    async result(uid: number, q: { order_sn: string }) {
      const [h] = await db
        .select({ id: holdings.id })
        .from(holdings)
        .where(and(eq(holdings.sn, q.order_sn), eq(holdings.userId, uid)));
      if (!h) throw new AppError(ErrorCode.NOT_FOUND, '没有找到这次领取');
      return resultOf(uid, h.id);
    },

    async editSelf(uid: number, q: Person) {
      return db.transaction(async (tx) => {
        // two edits at once would both find no profile and both insert one (the second a unique violation)
        await tx.execute(sql`select pg_advisory_xact_lock(7001, ${uid})`);
        const set = { name: q.name, mobile: q.mobile, idNumber: q.id_number };
        const [updated] = await tx
          .update(recipients)
          .set(set)
          .where(and(liveRecipients(uid), eq(recipients.isSelf, true)))
          .returning();
        const row =
          updated ??
          (
            await tx
              .insert(recipients)
              .values({ ...set, userId: uid, isSelf: true })
              .returning()
          )[0];
        return toRecipient(row!);
      });
    },

    async addFamily(uid: number, q: Person) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(7001, ${uid})`);
        const [n] = await tx
          .select({ n: count() })
          .from(recipients)
          .where(and(liveRecipients(uid), eq(recipients.isSelf, false)));
        if ((n?.n ?? 0) >= MAX_FAMILY) throw new AppError(ErrorCode.CONFLICT, `最多添加${MAX_FAMILY}位家人`);
        const [row] = await tx
          .insert(recipients)
          .values({ userId: uid, name: q.name, mobile: q.mobile, idNumber: q.id_number })
          .returning();
        return toRecipient(row!);
      });
    },

    async familyList(uid: number) {
      const rows = await db
        .select()
        .from(recipients)
        .where(liveRecipients(uid))
        .orderBy(desc(recipients.isSelf), asc(recipients.id));
      return { list: rows.map(toRecipient) };
    },

    async deleteFamily(uid: number, q: { id: number }) {
      const [gone] = await db
        .update(recipients)
        .set({ deletedAt: new Date() })
        .where(and(eq(recipients.id, q.id), liveRecipients(uid), eq(recipients.isSelf, false)))
        .returning({ id: recipients.id });
      if (!gone) throw new AppError(ErrorCode.NOT_FOUND, '家人不存在');
      return { id: gone.id };
    },

    surveyInfo(q: { type: number }) {
      const survey = SURVEYS[q.type];
      if (!survey) throw new AppError(ErrorCode.NOT_FOUND, '问卷不存在');
      return { type: q.type, ...survey };
    },

    async surveySubmit(uid: number, q: { type: number; value: Record<string, string>; id?: number }) {
      checkSurvey(q.type, q.value);
      if (q.id !== undefined) {
        const [h] = await db
          .select({ id: holdings.id })
          .from(holdings)
          .where(and(eq(holdings.id, q.id), eq(holdings.userId, uid)));
        if (!h) throw new AppError(ErrorCode.NOT_FOUND, '没有找到这张票券');
      }
      const [row] = await db
        .insert(surveyAnswers)
        .values({ userId: uid, type: q.type, holdingId: q.id ?? null, value: q.value })
        .onConflictDoNothing()
        .returning({ id: surveyAnswers.id });
      if (!row) throw new AppError(ErrorCode.CONFLICT, '已提交过问卷');
      return { id: row.id };
    },

    async outsideInfo(uid: number | null, q: { sn: string; spm: string }) {
      const [row] = await receivableRows(uid)
        .where(and(eq(items.id, Number(q.sn)), receivable(clock.now())))
        .limit(1);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, '链接已失效');
      return { item: toReceivable(row), spm: (await spmInfo(q.spm)).spm };
    },

    common: (q: { spm: string }) => spmInfo(q.spm),
  };
}
export type ReceiveService = ReturnType<typeof receiveService>;
