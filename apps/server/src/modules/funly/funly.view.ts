import {
  applyStatusLabel,
  FUNLY_KIND_LABELS,
  funlyOperatorRoleLabel,
  RUNNING_STATE_LABELS,
  type ApplyStatusValue,
  type FunlyCard,
  type FunlyDetail,
  type FunlyOperator,
  type FunlySlot,
  type FunlyState,
} from '@kc/shared';
import { toSecs } from '../../lib/time.js';
import type { CardRow, EventRow, OperatorRow, SlotRow } from './funly.repository.js';

/**
 * The running state shown (spec 4) from the stored state and the time: a draft has none; auditing 0; failed 2;
 * revoked 3; a running event is 4 before its start, 5 after its end and 1 in between (both ends count as running).
 */
export function runningState(
  row: { state: FunlyState; startAt: Date | null; endAt: Date | null },
  now: Date,
): number | null {
  switch (row.state) {
    case 'draft':
      return null;
    case 'auditing':
      return 0;
    case 'failed':
      return 2;
    case 'revoked':
      return 3;
    case 'running': {
      const t = now.getTime();
      if (row.startAt && t < row.startAt.getTime()) return 4;
      if (row.endAt && t > row.endAt.getTime()) return 5;
      return 1;
    }
  }
}

export const toSlot = (s: SlotRow): FunlySlot => ({
  id: s.id,
  title: s.title,
  start_time: toSecs(s.startAt),
  end_time: toSecs(s.endAt),
  capacity: s.capacity,
  booked: s.booked,
});

/** An event as lists show it. */
/**
 * What an organiser may do with an event now — the one home of these rules: the save and revoke calls refuse what
 * this says no to, and the lists and the detail send it to the pages.
 */
export function organiserActions(e: Pick<EventRow, 'state' | 'startAt' | 'endAt'>, now: Date) {
  const over = runningState(e as EventRow, now) === 5;
  return {
    edit: ['draft', 'failed', 'running'].includes(e.state) && !over,
    revoke: ['auditing', 'running', 'failed'].includes(e.state) && !over,
    delete: e.state === 'draft',
    copy: true,
  };
}

export function toCard(r: CardRow, now: Date, applyCounts?: Record<string, number>): FunlyCard {
  const e = r.e;
  const rs = runningState(e, now);
  return {
    id: e.id,
    title: e.title,
    cover: e.cover,
    kind: e.kind,
    kind_label: e.kind ? (FUNLY_KIND_LABELS[e.kind] ?? '') : '',
    state: e.state,
    running_state: rs,
    running_label: rs === null ? '草稿' : (RUNNING_STATE_LABELS[rs] ?? ''),
    start_time: toSecs(e.startAt),
    end_time: toSecs(e.endAt),
    place: e.place,
    distance_km: r.distanceKm,
    capacity: e.capacity,
    taken: e.taken,
    price: r.price,
    like_count: e.likeCount,
    business_name: r.businessName,
    ...(applyCounts ? { apply_counts: applyCounts, manage_actions: organiserActions(e, now) } : {}),
  };
}

export interface DetailExtras {
  relations: FunlyDetail['relations'];
  slots: SlotRow[];
  goingCount: number;
  liked: boolean;
  mine: {
    id: number;
    status: number;
    companions: number;
    slotId: number | null;
    orderId: number | null;
    holdingId: number | null;
    remark: string;
    formDone: boolean;
  } | null;
  role: FunlyDetail['my_role'];
  /** a person is asking (anonymous callers may still be offered apply: the page logs them in) */
  signedIn: boolean;
}

/**
 * Why the caller may not apply now, or null: the one home of these rules — the apply call refuses with it
 * (10009) and the event page shows it. Places are not here: the apply statement takes them or waitlists.
 */
export function applyRefusal(
  e: Pick<EventRow, 'state' | 'endAt' | 'signupStart' | 'signupEnd'>,
  now: Date,
  hasLive: boolean,
): string | null {
  if (e.state !== 'running') return '活动未发布，暂不能报名';
  const t = now.getTime();
  if (e.endAt && t > e.endAt.getTime()) return '活动已结束';
  if (hasLive) return '你已报名该活动';
  if (e.signupStart && t < e.signupStart.getTime()) return '报名尚未开始';
  if (e.signupEnd && t > e.signupEnd.getTime()) return '报名已结束';
  return null;
}

/** Why the caller cannot apply now ('' when they can), as the event page shows it (places included). */
export function applyHint(e: EventRow, now: Date, mine: DetailExtras['mine']): string {
  const refusal = applyRefusal(e, now, mine !== null);
  if (refusal) return refusal;
  if (e.capacity > 0 && e.taken >= e.capacity && !e.waitlist) return '名额已满';
  return '';
}

/** What an applicant may do with their application now (the detail and the result page both send it). */
export function applicantActions(
  e: Pick<EventRow, 'state' | 'endAt'>,
  now: Date,
  mine: { status: number; orderId: number | null; holdingId: number | null; formDone: boolean } | null,
  hasSlots: boolean,
) {
  const notOver = !e.endAt || now.getTime() <= e.endAt.getTime();
  const status = mine?.status;
  const live = status !== undefined;
  return {
    cancel: live && [0, 1, 2, 3].includes(status) && notOver,
    book: live && [1, 2].includes(status) && hasSlots && notOver && e.state === 'running',
    pay: status === 0 && mine?.orderId != null,
    answer: live && [1, 2, 6].includes(status) && mine?.formDone === false,
    code: live && [1, 6].includes(status) && mine?.holdingId != null,
  };
}

export function toDetail(r: CardRow, now: Date, x: DetailExtras): FunlyDetail {
  const e = r.e;
  const hint = applyHint(e, now, x.mine);
  const manage = x.role === 'organiser' || x.role === 'manager';
  const { code: _code, ...mineActions } = applicantActions(e, now, x.mine, x.slots.length > 0);
  return {
    ...toCard(r, now),
    signup_start: toSecs(e.signupStart),
    signup_end: toSecs(e.signupEnd),
    address: e.address,
    longitude: e.longitude,
    latitude: e.latitude,
    max_companions: e.maxCompanions,
    need_approval: e.needApproval,
    waitlist: e.waitlist,
    form_id: e.formId,
    payment_order: e.paymentOrder,
    pay_first: e.paymentOrder === 1 && x.relations.some((t) => t.product_type === 1 && t.sell_value > 0),
    description: e.description,
    fail_reason: e.failReason,
    relations: x.relations,
    slots: x.slots.map(toSlot),
    going_count: x.goingCount,
    liked: x.liked,
    mine: x.mine && {
      id: x.mine.id,
      status: x.mine.status,
      status_label: applyStatusLabel[x.mine.status as ApplyStatusValue] ?? '',
      companions: x.mine.companions,
      slot_id: x.mine.slotId,
      order_id: x.mine.orderId,
      holding_id: x.mine.holdingId,
      remark: x.mine.remark,
      form_done: x.mine.formDone,
    },
    actions: {
      apply: hint === '',
      apply_hint: hint,
      ...mineActions,
      edit: manage && organiserActions(e, now).edit,
      manage,
    },
    my_role: x.role,
    updated_at: toSecs(e.updatedAt),
  };
}

/** A name as others see it: the first character, then asterisks (at most two). */
export const maskName = (name: string): string => {
  const chars = [...name.trim()];
  if (chars.length === 0) return '匿名用户';
  return `${chars[0]}${'*'.repeat(Math.min(Math.max(chars.length - 1, 1), 2))}`;
};

export const toOperator = (r: { o: OperatorRow; title: string; mobile: string }): FunlyOperator => ({
  id: r.o.id,
  funly_id: r.o.eventId,
  funly_title: r.title,
  user_id: r.o.userId,
  name: r.o.name,
  mobile: r.mobile,
  role: r.o.role,
  role_label: funlyOperatorRoleLabel[r.o.role],
  create_time: toSecs(r.o.createdAt),
});
