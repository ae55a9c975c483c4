import { funlyFields, funlyTimeProblems, type FunlyDetail } from '@kc/shared';
import { fieldErrorsOf } from '../../../lib/http';
import type { FunlySaveQuery } from '../api/funly-save';
import { htmlToText, textToHtml } from './editor-rich-text';

/** A related ticket (product_type 1) or coupon (2) as the editor shows it. */
export interface EditorRelation {
  id: number;
  product_type: number;
  name: string;
  sell_value: number;
}

/** The event editor's values as typed (numbers being typed stay text until saved). */
export interface EditorValues {
  title: string;
  cover: string;
  kind: number | null;
  start_time: number | null;
  end_time: number | null;
  signup_start: number | null;
  signup_end: number | null;
  place: string;
  address: string;
  longitude: string;
  latitude: string;
  capacity: string;
  max_companions: string;
  need_approval: boolean;
  waitlist: boolean;
  form_id: number | null;
  payment_order: 1 | 2;
  tickets: EditorRelation[];
  coupons: EditorRelation[];
  /** the marked-up text of editor-rich-text */
  description: string;
}

export type EditorErrors = Partial<Record<keyof EditorValues, string>>;

export const emptyEditorValues = (): EditorValues => ({
  title: '',
  cover: '',
  kind: null,
  start_time: null,
  end_time: null,
  signup_start: null,
  signup_end: null,
  place: '',
  address: '',
  longitude: '',
  latitude: '',
  capacity: '0',
  max_companions: '0',
  need_approval: false,
  waitlist: false,
  form_id: null,
  payment_order: 1,
  tickets: [],
  coupons: [],
  description: '',
});

const relationOf = (r: FunlyDetail['relations'][number]): EditorRelation => ({
  id: r.id,
  product_type: r.product_type,
  name: r.name,
  sell_value: r.sell_value,
});

/** The editor's values of a saved event. */
export const fromDetail = (d: FunlyDetail): EditorValues => ({
  title: d.title,
  cover: d.cover,
  kind: d.kind,
  start_time: d.start_time,
  end_time: d.end_time,
  signup_start: d.signup_start,
  signup_end: d.signup_end,
  place: d.place,
  address: d.address,
  longitude: d.longitude === null ? '' : String(d.longitude),
  latitude: d.latitude === null ? '' : String(d.latitude),
  capacity: String(d.capacity),
  max_companions: String(d.max_companions),
  need_approval: d.need_approval,
  waitlist: d.waitlist,
  form_id: d.form_id,
  payment_order: d.payment_order === 2 ? 2 : 1,
  tickets: d.relations.filter((r) => r.product_type === 1).map(relationOf),
  coupons: d.relations.filter((r) => r.product_type !== 1).map(relationOf),
  description: htmlToText(d.description),
});

/** A related ticket with a price makes the event paid: no waitlist, and the payment order matters. */
export const isPaid = (v: Pick<EditorValues, 'tickets'>): boolean => v.tickets.some((t) => t.sell_value > 0);

const INT = /^\d+$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

const check = <K extends keyof typeof funlyFields>(field: K, value: unknown): string | undefined => {
  const r = funlyFields[field].safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
};

/**
 * The save query from the values, or the messages of the fields that are wrong. A draft may leave anything out but
 * what is filled must be valid; submitting (`full`) also needs every required field, in order (the server checks it
 * all again and names what it refuses).
 */
export const toSaveQuery = (
  v: EditorValues,
  full: boolean,
): { query: Omit<FunlySaveQuery, 'id' | 'submit'>; errors: EditorErrors } => {
  const errors: EditorErrors = {};
  const q: Omit<FunlySaveQuery, 'id' | 'submit'> = {};
  const put = <K extends keyof typeof funlyFields & keyof EditorValues>(field: K, value: unknown) => {
    const message = check(field, value);
    if (message) errors[field] = message;
    else (q as Record<string, unknown>)[field] = value;
  };

  if (v.title.trim() || full) put('title', v.title.trim());
  if (v.cover) put('cover', v.cover);
  else if (full) errors.cover = '请上传活动封面';
  if (v.kind !== null) put('kind', v.kind);
  else if (full) errors.kind = '请选择活动类型';
  for (const f of ['start_time', 'end_time', 'signup_start', 'signup_end'] as const) {
    if (v[f] !== null) put(f, v[f]);
    else if (full) errors[f] = '请选择时间';
  }
  for (const e of funlyTimeProblems(v)) errors[e.field as 'end_time' | 'signup_end'] ??= e.message;
  if (v.place.trim() || full) put('place', v.place.trim());
  put('address', v.address.trim());

  const lng = v.longitude.trim();
  const lat = v.latitude.trim();
  if (lng && !DECIMAL.test(lng)) errors.longitude = '经度无效';
  else put('longitude', lng ? Number(lng) : null);
  if (lat && !DECIMAL.test(lat)) errors.latitude = '纬度无效';
  else put('latitude', lat ? Number(lat) : null);
  if (!errors.longitude && !errors.latitude && !lng !== !lat) {
    errors[lng ? 'latitude' : 'longitude'] = '经度和纬度需一起填写';
  }

  const cap = v.capacity.trim();
  if (!INT.test(cap)) errors.capacity = cap ? '人数上限为整数' : '请输入人数上限';
  else put('capacity', Number(cap));
  const comp = v.max_companions.trim() || '0';
  if (!INT.test(comp)) errors.max_companions = '同行人数为整数';
  else put('max_companions', Number(comp));

  put('need_approval', v.need_approval);
  const paid = isPaid(v);
  put('waitlist', v.waitlist && !paid);
  put('form_id', v.form_id);
  put('payment_order', v.payment_order);
  const ticketIds = v.tickets.map((t) => t.id);
  const couponIds = v.coupons.map((c) => c.id);
  const tm = check('ticket_ids', ticketIds);
  if (tm) errors.tickets = tm;
  else q.ticket_ids = ticketIds;
  const cm = check('coupon_ids', couponIds);
  if (cm) errors.coupons = cm;
  else q.coupon_ids = couponIds;
  const html = textToHtml(v.description);
  const dm = check('description', html);
  if (dm) errors.description = dm;
  else q.description = html;
  return { query: q, errors };
};

const SERVER_FIELD: Record<string, keyof EditorValues> = { ticket_ids: 'tickets', coupon_ids: 'coupons' };

/** The server's field errors (10001) under the editor's fields; empty when none names one of them. */
export const serverErrors = (e: unknown, v: EditorValues): EditorErrors => {
  const out: EditorErrors = {};
  for (const f of fieldErrorsOf(e)) {
    const name = f.field.split('.')[0]!;
    const field = SERVER_FIELD[name] ?? (name in v ? (name as keyof EditorValues) : undefined);
    if (field) out[field] ??= f.message;
  }
  return out;
};
