import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  funlyTimeProblems,
  type FieldError,
  type FunlyCard,
  type FunlyDetail,
  type funlyFields,
} from '@kc/shared';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { toSecs } from '../../lib/time.js';
import { AppError, validationError } from '../../plugins/app/errors.js';
import { sanitizeRichText } from '../../plugins/app/html.js';
import type { AuditRepository, AuditRow } from '../audit/audit.repository.js';
import type { BusinessRepository } from '../business/business.repository.js';
import type { BusinessActor } from '../business/business.service.js';
import { notify } from '../message/message.repository.js';
import type { CheckpointRepository } from '../verify/checkpoint.repository.js';
import type { ApplicationRepository } from './application.repository.js';
import type { FunlyAccess } from './funly-access.js';
import type { EventInsert, EventRow, FunlyRepository } from './funly.repository.js';
import { maskName, organiserActions, toCard, toDetail, toSlot, type DetailExtras } from './funly.view.js';

type Fields = { [K in keyof typeof funlyFields]?: z.output<(typeof funlyFields)[K]> };
export type SaveQuery = Fields & { id?: number; submit: boolean };
type Paging = { page: number; page_size: number };
type Pos = { lat?: number; lng?: number };

const date = (s: number | null | undefined) => (s === null || s === undefined ? s : new Date(s * 1000));

/** The columns the organiser's fields set (description sanitised); fields left out stay as they are. */
export function toColumns(f: Record<string, unknown>): Partial<EventInsert> {
  const q = f as Fields;
  const c: Partial<EventInsert> = {};
  if (q.title !== undefined) c.title = q.title;
  if (q.cover !== undefined) c.cover = q.cover;
  if (q.kind !== undefined) c.kind = q.kind;
  if (q.start_time !== undefined) c.startAt = date(q.start_time);
  if (q.end_time !== undefined) c.endAt = date(q.end_time);
  if (q.signup_start !== undefined) c.signupStart = date(q.signup_start);
  if (q.signup_end !== undefined) c.signupEnd = date(q.signup_end);
  if (q.place !== undefined) c.place = q.place;
  if (q.address !== undefined) c.address = q.address;
  if (q.longitude !== undefined) c.longitude = q.longitude;
  if (q.latitude !== undefined) c.latitude = q.latitude;
  if (q.capacity !== undefined) c.capacity = q.capacity;
  if (q.max_companions !== undefined) c.maxCompanions = q.max_companions;
  if (q.need_approval !== undefined) c.needApproval = q.need_approval;
  if (q.waitlist !== undefined) c.waitlist = q.waitlist;
  if (q.form_id !== undefined) c.formId = q.form_id;
  if (q.payment_order !== undefined) c.paymentOrder = q.payment_order;
  if (q.ticket_ids !== undefined) c.ticketIds = [...new Set(q.ticket_ids)];
  if (q.coupon_ids !== undefined) c.couponIds = [...new Set(q.coupon_ids)];
  if (q.description !== undefined) c.description = sanitizeRichText(q.description);
  return c;
}

/**
 * What a complete event needs before review (every problem named by its field): the fields, and their order — the
 * end after the start, sign-up closing no later than the end and opening before it closes, an end still to come,
 * capacity not below the places taken, a waitlist only for a free event.
 */
export function completenessProblems(e: EventRow, now: Date, paid: boolean): FieldError[] {
  const p: FieldError[] = [];
  if (!e.title) p.push({ field: 'title', message: '请输入活动名称' });
  if (!e.cover) p.push({ field: 'cover', message: '请上传活动封面' });
  if (e.kind === null) p.push({ field: 'kind', message: '请选择活动类型' });
  if (!e.startAt) p.push({ field: 'start_time', message: '请选择活动开始时间' });
  if (!e.endAt) p.push({ field: 'end_time', message: '请选择活动结束时间' });
  if (!e.signupStart) p.push({ field: 'signup_start', message: '请选择报名开始时间' });
  if (!e.signupEnd) p.push({ field: 'signup_end', message: '请选择报名截止时间' });
  if (!e.place) p.push({ field: 'place', message: '请输入活动地点' });
  const order = funlyTimeProblems({
    start_time: toSecs(e.startAt),
    end_time: toSecs(e.endAt),
    signup_start: toSecs(e.signupStart),
    signup_end: toSecs(e.signupEnd),
  });
  p.push(...order);
  if (!order.some((x) => x.field === 'end_time') && e.endAt && e.endAt <= now)
    p.push({ field: 'end_time', message: '活动结束时间须晚于当前时间' });
  if (e.capacity > 0 && e.capacity < e.taken)
    p.push({ field: 'capacity', message: `人数上限不能少于已报名的${e.taken}人` });
  if (e.waitlist && paid) p.push({ field: 'waitlist', message: '候补仅适用于免费活动' });
  return p;
}

/** An event's places and times for its entry item (docs/funly.md). */
export const entryTerms = (e: EventRow) => ({
  name: `${e.title} 入场凭证`.slice(0, 60),
  totalStock: e.capacity > 0 ? e.capacity : 1000000,
  issueEnd: e.endAt,
  validityEnd: e.endAt,
});

export interface FunlyDeps {
  db: Db;
  repo: FunlyRepository;
  access: FunlyAccess;
  applications: Pick<ApplicationRepository, 'live' | 'countsByStatus'>;
  audits: AuditRepository;
  business: BusinessRepository;
  points: CheckpointRepository;
  ownedForm: (businessId: number, formId: number) => Promise<void>;
  clock: Clock;
}

/** Events: saving, review, the organiser's lists, slots, the public pages and likes (docs/funly.md). */
export function funlyService(d: FunlyDeps) {
  const { db, repo, access, clock } = d;

  const trail = (tx: Tx, e: { id: number; businessId: number }, actorId: number, action: string, detail: object = {}) =>
    d.business.trail(tx, { businessId: e.businessId, actorId, entity: 'event', entityId: e.id, action, detail });

  /** related tickets/coupons must be approved items of the event's business (never an entry item); true when paid */
  const checkRelations = async (businessId: number, ticketIds: number[], couponIds: number[], tx: Db | Tx = db) => {
    const found = await repo.itemsByIds([...ticketIds, ...couponIds], tx);
    const ok = (id: number, type: number) =>
      found.some(
        (i) =>
          i.id === id &&
          i.businessId === businessId &&
          i.state === 'approved' &&
          i.productType === type &&
          i.eventId === null,
      );
    const problems: FieldError[] = [];
    if (ticketIds.some((id) => !ok(id, 1)))
      problems.push({ field: 'ticket_ids', message: '请选择本商家审核通过的门票' });
    if (couponIds.some((id) => !ok(id, 2)))
      problems.push({ field: 'coupon_ids', message: '请选择本商家审核通过的卡券' });
    if (problems.length) throw validationError(problems);
    return found.some((i) => ticketIds.includes(i.id) && i.sellValue > 0);
  };

  const isPaid = async (e: EventRow, tx: Db | Tx = db) =>
    (await repo.itemsByIds(e.ticketIds, tx)).some((i) => i.sellValue > 0);

  /** the event as its detail for a caller (role given, or worked out) */
  const detail = async (
    id: number,
    uid: number | null,
    pos: Pos = {},
    tx: Db | Tx = db,
    role?: DetailExtras['role'],
  ): Promise<FunlyDetail> => {
    const at = pos.lat !== undefined && pos.lng !== undefined ? { lat: pos.lat, lng: pos.lng } : undefined;
    const r = await repo.card(id, at, tx);
    if (!r) throw new AppError(ErrorCode.NOT_FOUND, '活动不存在');
    const e = r.e;
    const ids = [...e.ticketIds, ...e.couponIds];
    const [found, slots, going, liked, live] = await Promise.all([
      repo.itemsByIds(ids, tx),
      repo.slots(id, tx),
      repo.enterPage(id, { page: 1, page_size: 1 }),
      uid === null ? false : repo.liked(id, uid),
      uid === null ? undefined : d.applications.live(id, uid, tx),
    ]);
    const relations = ids
      .map((rid) => found.find((i) => i.id === rid && i.businessId === e.businessId))
      .filter((i) => i !== undefined)
      .map((i) => ({
        id: i.id,
        product_type: i.productType === 1 ? 1 : 2,
        name: i.name,
        sell_value: i.sellValue,
        par_value: i.parValue,
        left: Number(i.left),
      }));
    return toDetail(r, clock.now(), {
      relations,
      slots,
      goingCount: going.count,
      liked,
      mine: live
        ? {
            id: live.id,
            status: live.status,
            companions: live.companions,
            slotId: live.slotId,
            orderId: live.orderId,
            holdingId: live.holdingId,
            remark: live.remark,
            formDone: live.formDone,
          }
        : null,
      role: role ?? (uid === null ? 'none' : await access.roleFor(uid, e)),
      signedIn: uid !== null,
    });
  };

  /** sends the event to review: complete or refused naming every problem; one pending review per event */
  const submitForAudit = async (tx: Tx, e: EventRow, uid: number, changes: Record<string, unknown>) => {
    const problems = completenessProblems(e, clock.now(), await isPaid(e, tx));
    if (problems.length) throw validationError(problems);
    const audit = await d.audits.create(tx, {
      businessId: e.businessId,
      type: 'funly',
      targetId: e.id,
      changes,
      submittedBy: uid,
    });
    if (!audit) throw new AppError(ErrorCode.CONFLICT, '活动修改审核中，请等待审核结果');
  };

  /** the entry item and check-in point of a first approval (docs/funly.md) */
  const createEntry = async (tx: Tx, e: EventRow, now: Date) => {
    const terms = entryTerms(e);
    const itemId = await repo.insertEntryItem(tx, {
      businessId: e.businessId,
      productType: 3,
      state: 'approved',
      eventId: e.id,
      name: terms.name,
      totalStock: terms.totalStock,
      perUserLimit: 1,
      limitType: 1,
      limitNum: 1,
      issueStart: now,
      issueEnd: terms.issueEnd,
      // entry codes work from the approval on: a check-in desk may open before the first day
      validityStart: now,
      validityEnd: terms.validityEnd,
      ruleContent: '凭报名入场码签到',
      writeOffMode: 1,
      shopKind: 11,
      createdBy: e.createdBy,
    });
    const point = await d.points.insertPoint(tx, {
      businessId: e.businessId,
      itemId,
      name: '活动签到',
      location: [e.place, e.address].filter(Boolean).join(' ').slice(0, 120) || e.place,
      longitude: e.longitude,
      latitude: e.latitude,
      radius: 0,
      writeOffType: 1,
      writeOffNum: 0,
      openingHours: '',
      param: `kcp_${randomBytes(12).toString('base64url')}`,
      createdBy: e.createdBy,
    });
    for (const uid of await repo.managersOf(e.businessId, tx)) await d.points.addPointChecker(tx, point!.id, uid);
    for (const uid of await repo.operatorUsers(e.id, tx)) await d.points.addChecker(tx, point!.id, uid, e.businessId);
    await repo.update(tx, e.id, { entryItemId: itemId, entryPointId: point!.id });
  };

  return {
    detail,

    /** whether the person operates a live event (their manage list needs no business grant) */
    operatesAny: (uid: number) => repo.operatesAny(uid),

    /** Create (actor: the b_id business) or change (the event's organiser or manager operator) an event. */
    async save(uid: number, actor: BusinessActor | null, q: SaveQuery): Promise<FunlyDetail> {
      const { id, submit, ...fields } = q;
      const cols = toColumns(fields);
      // (checks on `db` before the transaction: PGlite has one connection)
      const current = id === undefined ? null : await access.require(uid, id, 'manage');
      const businessId = current?.businessId ?? actor!.businessId;
      if (fields.form_id) await d.ownedForm(businessId, fields.form_id);
      const id2 = await db.transaction(async (tx) => {
        if (id === undefined) {
          const a = actor!;
          await checkRelations(a.businessId, cols.ticketIds ?? [], cols.couponIds ?? [], tx);
          const row = await repo.insert(tx, { ...cols, businessId: a.businessId, createdBy: uid });
          await trail(tx, row, uid, 'create', fields);
          if (submit) {
            await submitForAudit(tx, row, uid, {});
            await repo.update(tx, row.id, { state: 'auditing' });
            await trail(tx, row, uid, 'submit');
          }
          return row.id;
        }
        const row = await repo.lock(tx, id);
        if (!row) throw new AppError(ErrorCode.NOT_FOUND, '活动不存在');
        if (cols.ticketIds !== undefined || cols.couponIds !== undefined)
          await checkRelations(row.businessId, cols.ticketIds ?? row.ticketIds, cols.couponIds ?? row.couponIds, tx);
        const merged = { ...row, ...cols } as EventRow;
        if (row.state === 'running' && !organiserActions(row, clock.now()).edit)
          throw new AppError(ErrorCode.CONFLICT, '活动已结束，不能修改');
        switch (row.state) {
          case 'draft':
          case 'failed': {
            const updated = await repo.update(tx, id, cols);
            if (!updated)
              throw validationError([{ field: 'capacity', message: `人数上限不能少于已报名的${row.taken}人` }]);
            await trail(tx, row, uid, 'update', fields);
            if (submit) {
              await submitForAudit(tx, updated, uid, {});
              await repo.update(tx, id, { state: 'auditing', failReason: '' });
              await trail(tx, row, uid, 'submit');
            }
            break;
          }
          case 'running': {
            // a live event changes only through review: the change is checked now and applied when it passes
            const changes = {
              ...fields,
              ...(fields.description !== undefined ? { description: cols.description } : {}),
            };
            await submitForAudit(tx, merged, uid, changes);
            await trail(tx, row, uid, 'change_submitted', changes);
            break;
          }
          case 'auditing':
            throw new AppError(ErrorCode.CONFLICT, '活动审核中，暂不能修改');
          case 'revoked':
            throw new AppError(ErrorCode.CONFLICT, '活动已撤销，不能修改');
        }
        return id;
      });
      return detail(id2, uid);
    },

    /** A new draft with everything of the event but its applications, bookings and statistics (slots kept, empty). */
    async copy(uid: number, id: number): Promise<FunlyDetail> {
      const src = await access.require(uid, id, 'manage');
      const newId = await db.transaction(async (tx) => {
        const row = await repo.insert(tx, {
          businessId: src.businessId,
          state: 'draft',
          title: src.title,
          cover: src.cover,
          kind: src.kind,
          startAt: src.startAt,
          endAt: src.endAt,
          signupStart: src.signupStart,
          signupEnd: src.signupEnd,
          place: src.place,
          address: src.address,
          longitude: src.longitude,
          latitude: src.latitude,
          capacity: src.capacity,
          maxCompanions: src.maxCompanions,
          needApproval: src.needApproval,
          waitlist: src.waitlist,
          formId: src.formId,
          paymentOrder: src.paymentOrder,
          ticketIds: src.ticketIds,
          couponIds: src.couponIds,
          description: src.description,
          copiedFrom: src.id,
          createdBy: uid,
        });
        for (const s of await repo.slots(id, tx))
          await repo.insertSlot(tx, {
            eventId: row.id,
            title: s.title,
            startAt: s.startAt,
            endAt: s.endAt,
            capacity: s.capacity,
          });
        await trail(tx, row, uid, 'copy', { from: id });
        return row.id;
      });
      return detail(newId, uid);
    },

    /** The organiser revokes a published event (its applicants are told) or deletes a draft. */
    async revoke(uid: number, q: { id: number; reason: string }) {
      const e = await access.require(uid, q.id, 'organiser');
      return db.transaction(async (tx) => {
        const row = (await repo.lock(tx, e.id))!;
        if (row.state === 'draft') {
          await repo.deleteDraft(tx, row.id, clock.now());
          await trail(tx, row, uid, 'delete');
          return { id: row.id, state: null };
        }
        if (!organiserActions(row, clock.now()).revoke)
          throw new AppError(ErrorCode.CONFLICT, row.state === 'revoked' ? '活动已撤销' : '活动已结束，不能撤销');
        await repo.update(tx, row.id, { state: 'revoked' });
        await repo.closePendingAudit(tx, row.id, uid, '商家已撤销活动');
        const why = q.reason ? `：${q.reason}` : '';
        const told = await repo.liveApplicants(row.id, tx);
        await repo.closeForRevoke(tx, row);
        for (const userId of told)
          await notify(
            tx,
            userId,
            'audit',
            '活动已撤销',
            `「${row.title}」已被主办方撤销${why}，报名已取消；已付款的门票可在我的订单中申请退款`,
            `/my/funly/result/${row.id}`,
          );
        await trail(tx, row, uid, 'revoke', { reason: q.reason });
        return { id: row.id, state: 'revoked' as const };
      });
    },

    /** Events of the business (when the caller manages it) and events the caller operates. */
    async manageList(
      uid: number,
      businessId: number | null,
      q: { draft: boolean; filter: number; keyword: string } & Paging,
    ) {
      const now = clock.now();
      const { list, count } = await repo.managePage(businessId, uid, q, now);
      const counts = await d.applications.countsByStatus(list.map((r) => r.e.id));
      return { list: list.map((r) => toCard(r, now, counts.get(r.e.id) ?? {})), count, page_size: q.page_size };
    },

    async relationOptions(actor: BusinessActor, q: { type: 'ticket' | 'coupon'; keyword: string } & Paging) {
      const { list, count } = await repo.relationOptions(actor.businessId, q.type === 'ticket' ? 1 : 2, q);
      return { list, count, page_size: q.page_size };
    },

    async slotSave(
      uid: number,
      q: { id: number; slot_id?: number; title: string; start_time: number; end_time: number; capacity: number },
    ) {
      const e = await access.require(uid, q.id, 'manage');
      if (e.state === 'revoked') throw new AppError(ErrorCode.CONFLICT, '活动已撤销，不能修改');
      if (q.end_time <= q.start_time) throw validationError([{ field: 'end_time', message: '结束时间须晚于开始时间' }]);
      const set = {
        title: q.title,
        startAt: new Date(q.start_time * 1000),
        endAt: new Date(q.end_time * 1000),
        capacity: q.capacity,
      };
      await db.transaction(async (tx) => {
        if (q.slot_id === undefined) {
          await repo.insertSlot(tx, { eventId: e.id, ...set });
          await trail(tx, e, uid, 'slot_create', { title: q.title });
          return;
        }
        const updated = await repo.updateSlot(tx, e.id, q.slot_id, set);
        if (!updated) {
          const s = await repo.slot(e.id, q.slot_id, tx);
          if (!s) throw new AppError(ErrorCode.NOT_FOUND, '时段不存在');
          throw validationError([{ field: 'capacity', message: `可约人数不能少于已预约的${s.booked}人` }]);
        }
        await trail(tx, e, uid, 'slot_update', { slot_id: q.slot_id });
      });
      return { slots: (await repo.slots(e.id)).map(toSlot) };
    },

    async slotDelete(uid: number, q: { id: number; slot_id: number }) {
      const e = await access.require(uid, q.id, 'manage');
      await db.transaction(async (tx) => {
        if (!(await repo.deleteSlot(tx, e.id, q.slot_id, clock.now()))) {
          if (!(await repo.slot(e.id, q.slot_id, tx))) throw new AppError(ErrorCode.NOT_FOUND, '时段不存在');
          throw new AppError(ErrorCode.CONFLICT, '该时段已有预约，不能删除');
        }
        await trail(tx, e, uid, 'slot_delete', { slot_id: q.slot_id });
      });
      return { slots: (await repo.slots(e.id)).map(toSlot) };
    },

    async list(q: { kind?: number; filter: number; keyword: string; lat?: number; lng?: number } & Paging) {
      const now = clock.now();
      const { list, count } = await repo.publicPage(q, now);
      return { list: list.map((r): FunlyCard => toCard(r, now)), count, page_size: q.page_size };
    },

    /** Published (or revoked) events for everyone; the rest only for the organiser and operators (the preview). */
    async show(uid: number | null, q: { id: number } & Pos): Promise<FunlyDetail> {
      const e = await repo.event(q.id);
      if (!e) throw new AppError(ErrorCode.NOT_FOUND, '活动不存在');
      const role = uid === null ? 'none' : await access.roleFor(uid, e);
      if (e.state !== 'running' && e.state !== 'revoked' && role === 'none')
        throw new AppError(ErrorCode.NOT_FOUND, '活动不存在');
      return detail(e.id, uid, q, db, role);
    },

    async enterList(q: { id: number } & Paging) {
      const e = await repo.event(q.id);
      if (!e || e.state !== 'running') throw new AppError(ErrorCode.NOT_FOUND, '活动不存在');
      const { list, count } = await repo.enterPage(e.id, q);
      return {
        list: list.map((r) => ({
          nickname: maskName(r.nickname),
          avatar: r.avatar,
          companions: r.companions,
          create_time: Math.floor(r.createdAt.getTime() / 1000),
        })),
        count,
        page_size: q.page_size,
      };
    },

    /** Like or unlike a published event; the count changes only by the row that did. */
    async like(uid: number, q: { id: number; like: 0 | 1 }) {
      const e = await repo.event(q.id);
      if (!e || e.state !== 'running') throw new AppError(ErrorCode.NOT_FOUND, '活动不存在');
      const changed = await db.transaction((tx) =>
        q.like === 1 ? repo.like(tx, e.id, uid) : repo.unlike(tx, e.id, uid),
      );
      const likeCount = changed ?? (await repo.event(e.id))!.likeCount;
      return { liked: q.like === 1, like_count: likeCount };
    },

    /** A published event to share, or 10004. */
    async shareable(id: number) {
      const e = await repo.event(id);
      if (!e || e.state !== 'running') throw new AppError(ErrorCode.NOT_FOUND, '活动不存在');
      return e;
    },

    // ------------------------------------------------------------ review (called by the audit module)

    /** The event as it would be after the review passes (a change merged over the live event). */
    async auditDetail(a: AuditRow): Promise<FunlyDetail> {
      const d0 = await detail(a.targetId, null, {}, db, 'none');
      const cols = toColumns(a.changes);
      const f = a.changes as Fields;
      return {
        ...d0,
        ...(f.title !== undefined ? { title: f.title } : {}),
        ...(f.cover !== undefined ? { cover: f.cover } : {}),
        ...(f.kind !== undefined ? { kind: f.kind } : {}),
        ...(f.start_time !== undefined ? { start_time: f.start_time } : {}),
        ...(f.end_time !== undefined ? { end_time: f.end_time } : {}),
        ...(f.signup_start !== undefined ? { signup_start: f.signup_start } : {}),
        ...(f.signup_end !== undefined ? { signup_end: f.signup_end } : {}),
        ...(f.place !== undefined ? { place: f.place } : {}),
        ...(f.address !== undefined ? { address: f.address } : {}),
        ...(f.longitude !== undefined ? { longitude: f.longitude } : {}),
        ...(f.latitude !== undefined ? { latitude: f.latitude } : {}),
        ...(f.capacity !== undefined ? { capacity: f.capacity } : {}),
        ...(f.max_companions !== undefined ? { max_companions: f.max_companions } : {}),
        ...(f.need_approval !== undefined ? { need_approval: f.need_approval } : {}),
        ...(f.waitlist !== undefined ? { waitlist: f.waitlist } : {}),
        ...(f.form_id !== undefined ? { form_id: f.form_id } : {}),
        ...(f.payment_order !== undefined ? { payment_order: f.payment_order } : {}),
        ...(cols.description !== undefined ? { description: cols.description } : {}),
      };
    },

    /** The target's name for the audit list. */
    title: async (id: number) => (await repo.event(id))?.title ?? '',

    /**
     * The auditor's decision, inside the audit's transaction: a first pass sets the event running and gives it its
     * entry item and check-in point; a pending change is applied (still complete, or the pass is refused: reject it);
     * a reject marks the event failed (or leaves it live with the change refused). The submitter is told.
     */
    async decide(tx: Tx, a: AuditRow, pass: boolean, remark: string, reviewer: number) {
      const e = await repo.lock(tx, a.targetId);
      if (!e) throw new AppError(ErrorCode.NOT_FOUND, '活动不存在');
      const now = clock.now();
      const first = e.state === 'auditing';
      if (!first && e.state !== 'running') throw new AppError(ErrorCode.CONFLICT, '活动已不在审核中');
      if (first) {
        if (pass) {
          await repo.update(tx, e.id, { state: 'running', failReason: '' });
          if (e.entryItemId === null) await createEntry(tx, e, now);
        } else await repo.update(tx, e.id, { state: 'failed', failReason: remark });
      } else if (pass) {
        const cols = toColumns(a.changes);
        // the stored change is already sanitised; sanitising again keeps it as it is
        const merged = { ...e, ...cols } as EventRow;
        const problems = completenessProblems(merged, now, await isPaid(merged, tx));
        if (problems.length)
          throw new AppError(ErrorCode.CONFLICT, `变更已不满足条件：${problems[0]!.message}，请驳回`);
        const updated = await repo.update(tx, e.id, { ...cols, failReason: '' });
        if (!updated) throw new AppError(ErrorCode.CONFLICT, '变更已不满足条件：人数上限少于已报名人数，请驳回');
        if (updated.entryItemId !== null) {
          const terms = entryTerms(updated);
          await repo.updateEntryItem(tx, updated.entryItemId, terms);
        }
      } else await repo.update(tx, e.id, { failReason: `修改未通过：${remark}` });
      const verdict = pass ? '已通过审核' : `未通过审核：${remark}`;
      await notify(
        tx,
        a.submittedBy,
        'audit',
        pass ? '审核通过' : '审核未通过',
        `活动「${e.title}」${verdict}`,
        '/funly-manage/manage',
      );
      await trail(tx, e, reviewer, pass ? 'audit_pass' : 'audit_reject', { audit_id: a.id, remark });
    },
  };
}
export type FunlyService = ReturnType<typeof funlyService>;
