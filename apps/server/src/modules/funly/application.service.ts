import {
  applyStatusLabel,
  checkFormValues,
  ErrorCode,
  maskPhone,
  type ApplyStatusValue,
  type FormField,
  type FunlyApplication,
  type FunlyCard,
} from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { toSecs } from '../../lib/time.js';
import type { AuthUser } from '../../plugins/app/contract.js';
import { AppError, validationError } from '../../plugins/app/errors.js';
import type { BusinessRepository } from '../business/business.repository.js';
import type { FormRow } from '../form/form.repository.js';
import type { HoldingService } from '../holding/holding.service.js';
import { notify } from '../message/message.repository.js';
import type { OrderService } from '../order/order.service.js';
import type { OrderRow } from '../order/order.view.js';
import type { ApplicationMeta, ApplicationRepository, ApplicationRow, EventRowOf } from './application.repository.js';
import type { FunlyAccess } from './funly-access.js';
import { applicantActions, applyRefusal, toCard, toSlot } from './funly.view.js';

type EventRow = EventRowOf;
const places = (a: { companions: number }) => 1 + a.companions;
const resultLink = (eventId: number) => `/my/funly/result/${eventId}`;

/** An application as its answer shows it; the mobile in full only for the organiser's side. */
/** What an organiser may do with an application in a status: the one home of it (applyaudit and checkinundo refuse the rest). */
export const applicationActions = (status: number) => ({
  approve: status === 2,
  decline: status === 2,
  undo_checkin: status === 6,
});

/** An application as an answer; `forOrganiser` adds the full mobile and the organiser's actions. */
export const toApplication = (m: ApplicationMeta, forOrganiser = false): FunlyApplication => ({
  id: m.a.id,
  funly_id: m.a.eventId,
  funly_title: m.eventTitle,
  user_id: m.a.userId,
  nickname: m.nickname,
  avatar: m.avatar,
  mobile: forOrganiser ? m.mobile : maskPhone(m.mobile),
  status: m.a.status,
  status_label: applyStatusLabel[m.a.status as ApplyStatusValue] ?? '',
  companions: m.a.companions,
  values: m.a.values,
  form_done: m.a.formDone,
  remark: m.a.remark,
  slot_title: m.slotTitle,
  order_id: m.a.orderId,
  checked_in_at: toSecs(m.a.checkedInAt),
  create_time: toSecs(m.a.createdAt),
  ...(forOrganiser ? { actions: applicationActions(m.a.status) } : {}),
});

export interface FunlyApplicationDeps {
  db: Db;
  repo: ApplicationRepository;
  access: FunlyAccess;
  holdings: HoldingService;
  orders: OrderService;
  /** the application form of an event (the form engine's repository) */
  formOf: (formId: number) => Promise<FormRow | undefined>;
  business: BusinessRepository;
  clock: Clock;
}

/**
 * Applications to events (docs/funly.md): places (1 + companions) are taken with one conditional UPDATE of
 * events.taken in the application's transaction; a full free event with a waitlist queues, the waitlist is promoted
 * first come first served when places free; going issues the entry invitation (holdingService.issue); a paid event's
 * application follows its order (the order service's hooks, in the order's own transaction).
 */
export function funlyApplicationService(d: FunlyApplicationDeps) {
  const { db, repo, access, holdings, clock } = d;

  const meta = async (id: number, tx: Db | Tx = db) => (await repo.meta(id, tx))!;

  /** The first related ticket with a price: a paid event sells it. */
  /** The answers to an event's form, checked (10001 naming the field); {} for an event without a form. */
  async function answersOf(e: EventRow, given: Record<string, unknown>): Promise<Record<string, unknown>> {
    if (e.formId === null) return {};
    const form = await d.formOf(e.formId);
    const checked = checkFormValues((form?.fields ?? []) as FormField[], given);
    if (checked.errors.length > 0) throw validationError(checked.errors);
    return checked.values;
  }

  async function paidTicket(e: EventRow, tx: Db | Tx = db) {
    const tickets = await repo.tickets(e.ticketIds ?? [], tx);
    const byId = new Map(tickets.map((t) => [t.id, t]));
    for (const id of e.ticketIds ?? []) {
      const t = byId.get(id);
      if (t && t.sellValue > 0) return t;
    }
    return undefined;
  }

  /** going: the entry invitation is issued and kept on the application */
  async function goGoing(tx: Tx, e: EventRow, a: ApplicationRow, from: number[], actorId: number) {
    let holdingId = a.holdingId;
    if (holdingId === null && e.entryItemId !== null)
      holdingId =
        (await repo.reviveEntry(tx, e.entryItemId, a.userId)) ??
        (await holdings.issue(tx, {
          itemId: e.entryItemId,
          userId: a.userId,
          source: 'funly',
          sourceRef: a.id,
          actorId,
          spm: a.spm,
        }));
    return repo.move(tx, a.id, from, { status: 1, holdingId });
  }

  /**
   * Places freed on an event: the waitlist moves up first come first served as far as they go (into pending when
   * approval is required, else going); never into a paid event (its waitlist is off). The event row is locked by
   * the caller's freePlaces, so promotions of one event are serialised.
   */
  async function promote(tx: Tx, e: EventRow, actorId: number) {
    if (!e.waitlist) return;
    for (;;) {
      const next = await repo.firstWaiting(tx, e.id);
      if (!next) return;
      if (!(await repo.takePlaces(tx, e.id, places(next)))) return;
      const moved = e.needApproval
        ? await repo.move(tx, next.id, [3], { status: 2 })
        : await goGoing(tx, e, next, [3], actorId);
      if (!moved) return;
      await notify(
        tx,
        next.userId,
        'audit',
        '候补成功',
        e.needApproval ? `「${e.title}」有名额空出，您的报名已转为待审核` : `「${e.title}」有名额空出，您已报名成功`,
        resultLink(e.id),
      );
    }
  }

  /** An application leaves (cancelled or declined): its places and slot are freed and the waitlist moves up. */
  async function release(tx: Tx, e: EventRow, a: ApplicationRow, actorId: number) {
    if ([0, 1, 2].includes(a.status)) await repo.freePlaces(tx, e.id, places(a));
    if (a.slotId !== null) await repo.unbookSlot(tx, a.slotId);
    // the entry code stops working and its invitation goes back to the stock; the application keeps no holding
    if (a.holdingId !== null) {
      await repo.voidEntry(tx, a.holdingId);
      await repo.move(tx, a.id, [4, 5], { holdingId: null });
    }
    if ([0, 1, 2].includes(a.status)) await promote(tx, e, actorId);
  }

  async function ownApplication(uid: number, eventId: number) {
    const a = await repo.live(eventId, uid);
    if (!a) throw new AppError(ErrorCode.NOT_FOUND, '您还没有报名该活动');
    return a;
  }

  /** The event's card (S1's view) for the caller's pages. */
  async function cards(ids: number[]): Promise<Map<number, FunlyCard>> {
    const now = clock.now();
    const rows = await repo.eventsWithMeta([...new Set(ids)]);
    return new Map(rows.map((r) => [r.e.id, toCard({ ...r, price: Number(r.price), distanceKm: null }, now)]));
  }

  /** The application an organiser acts on, with its event (access checked: organiser or manager operator). */
  async function managed(uid: number, applicationId: number) {
    const a = await repo.byId(applicationId);
    if (!a) throw new AppError(ErrorCode.NOT_FOUND, '报名记录不存在');
    const e = await access.require(uid, a.eventId, 'manage');
    return { a, e };
  }

  return {
    /**
     * Applies to an event: its form's answers checked (10001 naming the field), the sign-up window, companions, one
     * live application a person; places taken or waitlisted; the slot booked in the same transaction; a paid event
     * places its ticket's order through the order module and the application waits for it (unpaid).
     */
    async apply(
      who: number | AuthUser,
      q: { id: number; values: Record<string, unknown>; companions: number; slot_id?: number },
      spm: string | null = null,
    ) {
      const uid = typeof who === 'number' ? who : who.uid;
      const ev = await repo.eventsWithMeta([q.id]).then((r) => r[0]?.e);
      if (!ev || ev.deletedAt) throw new AppError(ErrorCode.NOT_FOUND, '活动不存在');
      const refusal = applyRefusal(ev, clock.now(), false);
      if (refusal) throw new AppError(ErrorCode.CONFLICT, refusal);
      if (q.companions > ev.maxCompanions)
        throw validationError([
          {
            field: 'companions',
            message: ev.maxCompanions === 0 ? '该活动不可携带同行人' : `同行人数最多${ev.maxCompanions}人`,
          },
        ]);
      const ticket = await paidTicket(ev);
      // payment order 1 (pay first): the form is filled in after paying (play/answer); 2: the form comes first
      const payFirst = ticket !== undefined && ev.paymentOrder === 1;
      const values = payFirst ? {} : await answersOf(ev, q.values);
      if (await repo.live(ev.id, uid)) throw new AppError(ErrorCode.LIMIT_REACHED, '你已报名该活动');

      // a paid event: the order first (its own statement: stock and the per-person limit), then the application
      let order: { id: number } | null = null;
      if (ticket) {
        if (typeof who === 'number') throw new AppError(ErrorCode.SESSION_INVALID);
        order = await d.orders.create(who, { item_id: ticket.id, quantity: 1, recipient_id: null, spm: spm ?? '' });
      }
      try {
        const id = await db.transaction(async (tx) => {
          const n = places({ companions: q.companions });
          let status: number;
          if (await repo.takePlaces(tx, ev.id, n)) status = ticket ? 0 : ev.needApproval ? 2 : 1;
          else if (ev.waitlist && !ticket) status = 3;
          else throw new AppError(ErrorCode.SOLD_OUT, '名额已满');
          if (q.slot_id !== undefined) {
            if (!(await repo.slot(ev.id, q.slot_id, tx))) throw new AppError(ErrorCode.NOT_FOUND, '预约时段不存在');
            if (!(await repo.bookSlot(tx, ev.id, q.slot_id))) throw new AppError(ErrorCode.SOLD_OUT, '该时段已约满');
          }
          const a = await repo.insert(tx, {
            eventId: ev.id,
            userId: uid,
            status,
            companions: q.companions,
            values,
            formDone: !(payFirst && ev.formId !== null),
            slotId: q.slot_id ?? null,
            orderId: order?.id ?? null,
            spm,
          });
          if (!a) throw new AppError(ErrorCode.LIMIT_REACHED, '你已报名该活动');
          if (status === 1 && !(await goGoing(tx, ev, a, [1], uid))) throw new AppError(ErrorCode.CONFLICT);
          await d.business.trail(tx, {
            businessId: ev.businessId,
            actorId: uid,
            entity: 'event_application',
            entityId: a.id,
            action: 'apply',
            detail: { event_id: ev.id, status, companions: q.companions },
          });
          return a.id;
        });
        return { application: toApplication(await meta(id)), order_id: order?.id ?? null };
      } catch (err) {
        // the application did not happen: the order goes too (its stock returns)
        if (order) await d.orders.cancel(uid, { id: order.id }).catch(() => undefined);
        throw err;
      }
    },

    /** A pay-first application that has paid fills in the form (the answers checked as at apply). */
    async answer(uid: number, q: { id: number; values: Record<string, unknown> }) {
      const a = await repo.live(q.id, uid);
      if (!a) throw new AppError(ErrorCode.NOT_FOUND, '你还没有报名该活动');
      if (a.formDone) throw new AppError(ErrorCode.CONFLICT, '报名信息已填写');
      if (a.status === 0) throw new AppError(ErrorCode.CONFLICT, '请先完成支付');
      const ev = await repo.eventsWithMeta([q.id]).then((r) => r[0]?.e);
      if (!ev) throw new AppError(ErrorCode.NOT_FOUND, '活动不存在');
      const values = await answersOf(ev, q.values);
      const saved = await db.transaction((tx) => repo.saveAnswers(tx, a.id, values));
      if (!saved) throw new AppError(ErrorCode.CONFLICT, '报名信息已填写');
      return toApplication(await meta(a.id));
    },

    /** Cancels one's application (not after check-in): places freed, the waitlist moves up; an unpaid order goes. */
    async cancel(uid: number, q: { id: number }) {
      const a0 = await ownApplication(uid, q.id);
      if (a0.status === 6) throw new AppError(ErrorCode.CONFLICT, '当前状态不允许该操作');
      if (a0.status === 0 && a0.orderId !== null) {
        // the order's release hook cancels the application in the order's transaction
        await d.orders.cancel(uid, { id: a0.orderId }).catch((err: unknown) => {
          if (!(err instanceof AppError)) throw err;
        });
        const after = await repo.byId(a0.id);
        if (after && after.status === 5) return toApplication(await meta(a0.id));
      }
      await db.transaction(async (tx) => {
        const e = (await repo.lockEvent(tx, q.id))!;
        const a = await repo.lock(tx, a0.id);
        if (!a || ![0, 1, 2, 3].includes(a.status)) throw new AppError(ErrorCode.CONFLICT, '当前状态不允许该操作');
        await repo.move(tx, a.id, [a.status], { status: 5 });
        await release(tx, e, a, uid);
        await d.business.trail(tx, {
          businessId: e.businessId,
          actorId: uid,
          entity: 'event_application',
          entityId: a.id,
          action: 'cancel',
          detail: { from: a.status },
        });
      });
      return toApplication(await meta(a0.id));
    },

    /** Books (or changes to) a slot of an event one has applied to; no slot_id cancels the booking. */
    async book(uid: number, q: { id: number; slot_id?: number }) {
      const a0 = await ownApplication(uid, q.id);
      if (![0, 1, 2, 3].includes(a0.status)) throw new AppError(ErrorCode.CONFLICT, '当前状态不允许该操作');
      const slotId = await db.transaction(async (tx) => {
        const a = (await repo.lock(tx, a0.id))!;
        if (![0, 1, 2, 3].includes(a.status)) throw new AppError(ErrorCode.CONFLICT, '当前状态不允许该操作');
        if (a.slotId === (q.slot_id ?? null)) return a.slotId;
        if (q.slot_id !== undefined) {
          if (!(await repo.slot(q.id, q.slot_id, tx))) throw new AppError(ErrorCode.NOT_FOUND, '预约时段不存在');
          if (!(await repo.bookSlot(tx, q.id, q.slot_id))) throw new AppError(ErrorCode.SOLD_OUT, '该时段已约满');
        }
        if (a.slotId !== null) await repo.unbookSlot(tx, a.slotId);
        await repo.move(tx, a.id, [a.status], { slotId: q.slot_id ?? null });
        return q.slot_id ?? null;
      });
      return { slots: (await repo.slotsOf(q.id)).map(toSlot), slot_id: slotId };
    },

    /** The caller's applications, newest first, with each event's card. */
    async myList(uid: number, q: { status?: number; page: number; page_size: number }) {
      const { list, count } = await repo.mine(uid, q);
      const byEvent = await cards(list.map((m) => m.a.eventId));
      return {
        list: list.flatMap((m) => {
          const funly = byEvent.get(m.a.eventId);
          return funly ? [{ ...toApplication(m), funly }] : [];
        }),
        count,
        page_size: q.page_size,
      };
    },

    /** The caller's outcome for an event or an event order: the application, the entry code and the order. */
    async result(uid: number, q: { id?: number; order_id?: number }) {
      let eventId = q.id;
      let a: ApplicationRow | undefined;
      if (q.order_id !== undefined) {
        a = await repo.byOrder(db, q.order_id);
        if (!a || a.userId !== uid) throw new AppError(ErrorCode.NOT_FOUND, '订单不存在');
        eventId = a.eventId;
      } else {
        a = await repo.latest(eventId!, uid);
        // the outcome of one's own application: nothing of an event one never applied to (drafts included)
        if (!a) throw new AppError(ErrorCode.NOT_FOUND, '你还没有报名该活动');
      }
      const card = (await cards([eventId!])).get(eventId!);
      if (!card) throw new AppError(ErrorCode.NOT_FOUND, '活动不存在');
      const o = a?.orderId ? await repo.order(a.orderId) : undefined;
      const ev = (await repo.eventsWithMeta([eventId!]))[0]!.e;
      const { book: _book, ...actions } = applicantActions(ev, clock.now(), a ?? null, false);
      return {
        funly: card,
        application: a ? toApplication(await meta(a.id)) : null,
        holding_id: actions.code ? a!.holdingId : null,
        actions,
        order: o
          ? { id: o.o.id, order_sn: o.o.orderSn, state: o.o.state, amount: o.o.amount, item_name: o.itemName }
          : null,
      };
    },

    /** An event's applications with counts per status (organiser or manager operator). */
    async applyList(uid: number, q: { id: number; status?: number; keyword: string; page: number; page_size: number }) {
      await access.require(uid, q.id, 'manage');
      const [{ list, count }, counts] = await Promise.all([repo.page(q.id, q), repo.countsByStatus([q.id])]);
      return {
        list: list.map((m) => toApplication(m, true)),
        count,
        page_size: q.page_size,
        counts: counts.get(q.id) ?? {},
      };
    },

    /** One application with its answers and the form's fields. */
    async applyInfo(uid: number, q: { id: number }) {
      const { a, e } = await managed(uid, q.id);
      const form = e.formId !== null ? await d.formOf(e.formId) : undefined;
      const fields = ((form?.fields ?? []) as FormField[]).map((f) => ({ key: f.key, label: f.label, kind: f.kind }));
      return {
        application: toApplication(await meta(a.id), true),
        fields,
        actions: applicationActions(a.status),
      };
    },

    /** Approves (pending → going, the entry code issued) or declines (a reason; places freed) a pending application. */
    async applyAudit(uid: number, q: { id: number; pass: boolean; remark: string }) {
      const { a: a0 } = await managed(uid, q.id);
      await db.transaction(async (tx) => {
        const e = (await repo.lockEvent(tx, a0.eventId))!;
        const a = await repo.lock(tx, a0.id);
        if (!a || !applicationActions(a.status).approve) throw new AppError(ErrorCode.CONFLICT, '当前状态不允许该操作');
        const reviewed = { reviewedBy: uid, reviewedAt: clock.now(), remark: q.remark };
        if (q.pass) {
          await repo.move(tx, a.id, [2], reviewed);
          await goGoing(tx, e, { ...a, ...reviewed }, [2], uid);
          await notify(tx, a.userId, 'audit', '报名已通过', `您报名的「${e.title}」已通过审核`, resultLink(e.id));
        } else {
          await repo.move(tx, a.id, [2], { ...reviewed, status: 4 });
          await release(tx, e, a, uid);
          await notify(
            tx,
            a.userId,
            'audit',
            '报名未通过',
            `您报名的「${e.title}」未通过：${q.remark}`,
            resultLink(e.id),
          );
        }
        await d.business.trail(tx, {
          businessId: e.businessId,
          actorId: uid,
          entity: 'event_application',
          entityId: a.id,
          action: q.pass ? 'approve' : 'decline',
          detail: { remark: q.remark },
        });
      });
      return toApplication(await meta(a0.id), true);
    },

    /**
     * Undoes a check-in (organiser or manager operator; a check-in operator is refused by access): the write-off at
     * the event's point is deleted and the holding's and point's counts follow, the application is going again, and
     * who and when go to the audit trail — one transaction.
     */
    async checkinUndo(uid: number, q: { id: number }) {
      const { a: a0, e } = await managed(uid, q.id);
      if (!applicationActions(a0.status).undo_checkin || a0.holdingId === null || e.entryPointId === null)
        throw new AppError(ErrorCode.CONFLICT, '当前状态不允许该操作');
      await db.transaction(async (tx) => {
        const a = await repo.lock(tx, a0.id);
        if (!a || a.status !== 6) throw new AppError(ErrorCode.CONFLICT, '当前状态不允许该操作');
        const w = await repo.checkinWriteOff(tx, a.holdingId!, e.entryPointId!);
        if (w && !(await repo.undoWriteOff(tx, w))) throw new AppError(ErrorCode.CONFLICT, '当前状态不允许该操作');
        await repo.move(tx, a.id, [6], { status: 1, checkedInAt: null });
        await d.business.trail(tx, {
          businessId: e.businessId,
          actorId: uid,
          entity: 'event_application',
          entityId: a.id,
          action: 'checkin_undo',
          detail: { write_off_id: w?.id ?? null, holding_id: a.holdingId, checked_in_at: toSecs(a.checkedInAt) },
        });
      });
      return toApplication(await meta(a0.id), true);
    },

    /**
     * The form engine's target type 2 (form/target): a published event's form (or its organiser's preview), its
     * title and business, and the caller's live application.
     */
    async formTarget(id: number, uid: number | null) {
      const m = (await repo.eventsWithMeta([id]))[0];
      if (!m || m.e.deletedAt || m.e.formId === null) return undefined;
      if (m.e.state !== 'running' && (uid === null || (await access.role(uid, id)) === 'none')) return undefined;
      const form = await d.formOf(m.e.formId);
      if (!form) return undefined;
      const mine = uid === null ? undefined : await repo.live(id, uid);
      return {
        form,
        target: { id: m.e.id, name: m.e.title, project_name: m.businessName },
        mine: mine ? { id: mine.id, status: mine.status, remark: mine.remark } : null,
      };
    },

    /** The order of an unpaid application was paid (in the order's transaction): going, or pending with approval. */
    async onOrderPaid(tx: Tx, o: OrderRow) {
      const a = await repo.byOrder(tx, o.id);
      if (!a || a.status !== 0) return;
      const e = (await repo.lockEvent(tx, a.eventId))!;
      if (e.needApproval) await repo.move(tx, a.id, [0], { status: 2 });
      else await goGoing(tx, e, a, [0], a.userId);
    },

    /** Orders cancelled or expired (in their transaction): their unpaid applications are cancelled, places freed. */
    async onOrdersReleased(tx: Tx, orderIds: number[]) {
      for (const id of orderIds) {
        const a = await repo.byOrder(tx, id);
        if (!a || a.status !== 0) continue;
        const e = (await repo.lockEvent(tx, a.eventId))!;
        await repo.move(tx, a.id, [0], { status: 5 });
        await release(tx, e, a, a.userId);
      }
    },
  };
}
export type FunlyApplicationService = ReturnType<typeof funlyApplicationService>;
