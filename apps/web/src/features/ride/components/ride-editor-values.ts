import { rideCheckpointInput, rideFields, type RideBikeType, type RideDetail } from '@kc/shared';
import { fieldErrorsOf } from '../../../lib/http';
import type { RideSaveQuery } from '../api/ride-save';

/** One checkpoint as typed (`key` tells rows apart while they move; `id` for a saved one). */
export interface CheckpointValues {
  key: string;
  id?: number;
  name: string;
  latitude: string;
  longitude: string;
  radius: string;
  open_time: number | null;
  close_time: number | null;
}

/** The ride editor's values as typed (numbers being typed stay text until saved; `fee` in yuan). */
export interface RideEditorValues {
  title: string;
  cover: string;
  start_time: number | null;
  end_time: number | null;
  signup_end: number | null;
  meeting_place: string;
  meeting_address: string;
  meeting_latitude: string;
  meeting_longitude: string;
  route_start: string;
  route_end: string;
  distance_km: string;
  pace: number;
  difficulty: number;
  min_displacement: string;
  bike_types: RideBikeType[];
  capacity: string;
  fee: string;
  fee_note: string;
  risk_notice: string;
  description: string;
  checkpoints: CheckpointValues[];
}

export type RideEditorErrors = Partial<Record<keyof RideEditorValues, string>>;
/** Checkpoint messages keyed `${index}.${field}`. */
export type CheckpointErrors = Record<string, string>;

/** What a leader usually tells riders; they may edit it. */
export const DEFAULT_RISK_NOTICE =
  '骑行存在交通事故、车辆故障、天气变化、路况不明等风险。参加者须持有效摩托车驾驶证，车辆手续齐全、车况良好，' +
  '全程佩戴头盔及护具，遵守交通法规，服从领队安排，不飙车、不酒驾、不超速。参加者应自行购买相应保险，并对自身安全负责；' +
  '如遇身体不适或车辆故障，请及时告知领队。';

let keySeq = 0;
export const newCheckpoint = (): CheckpointValues => ({
  key: `new-${Date.now()}-${(keySeq += 1)}`,
  name: '',
  latitude: '',
  longitude: '',
  radius: '200',
  open_time: null,
  close_time: null,
});

export const emptyRideValues = (): RideEditorValues => ({
  title: '',
  cover: '',
  start_time: null,
  end_time: null,
  signup_end: null,
  meeting_place: '',
  meeting_address: '',
  meeting_latitude: '',
  meeting_longitude: '',
  route_start: '',
  route_end: '',
  distance_km: '',
  pace: 1,
  difficulty: 1,
  min_displacement: '0',
  bike_types: [],
  capacity: '0',
  fee: '0',
  fee_note: '',
  risk_notice: DEFAULT_RISK_NOTICE,
  description: '',
  checkpoints: [],
});

const text = (n: number | null) => (n === null ? '' : String(n));
const yuan = (fen: number) => (fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2));

/** The editor's values of a saved ride. */
export const fromRideDetail = (d: RideDetail): RideEditorValues => ({
  title: d.title,
  cover: d.cover,
  start_time: d.start_time,
  end_time: d.end_time,
  signup_end: d.signup_end,
  meeting_place: d.meeting_place,
  meeting_address: d.meeting_address,
  meeting_latitude: text(d.meeting_latitude),
  meeting_longitude: text(d.meeting_longitude),
  route_start: d.route_start,
  route_end: d.route_end,
  distance_km: d.distance_km > 0 ? String(d.distance_km) : '',
  pace: d.pace || 1,
  difficulty: d.difficulty || 1,
  min_displacement: String(d.min_displacement),
  bike_types: d.bike_types,
  capacity: String(d.capacity),
  fee: yuan(d.fee),
  fee_note: d.fee_note,
  risk_notice: d.risk_notice || DEFAULT_RISK_NOTICE,
  description: d.description,
  checkpoints: d.checkpoints.map((c) => ({
    key: `saved-${c.id}`,
    id: c.id,
    name: c.name,
    latitude: String(c.latitude),
    longitude: String(c.longitude),
    radius: String(c.radius),
    open_time: c.open_time,
    close_time: c.close_time,
  })),
});

const DECIMAL = /^-?\d+(\.\d+)?$/;
const INT = /^\d+$/;
const MONEY = /^\d+(\.\d{1,2})?$/;

/** Typed text as a number for the contract to judge (NaN and fractions get its own messages). */
const num = (s: string) => (s.trim() ? Number(s.trim()) : undefined);

type Field = keyof typeof rideFields;
const check = (field: Field, value: unknown): string | undefined => {
  const r = rideFields[field].safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
};

export interface SaveCheck {
  query: Omit<RideSaveQuery, 'id' | 'submit'>;
  errors: RideEditorErrors;
  checkpointErrors: CheckpointErrors;
}

/**
 * The save query from the values, or the messages of the wrong fields (the contract's own). A draft may leave
 * anything out but what is filled must be valid by the contract's field rules; publishing (`full`) sends the empty
 * texts too, so the contract names them. `locked` (the ride has started): no checkpoints and no start/end are sent.
 * What a published ride needs beyond the fields (times chosen, their order, checkpoints and their windows, a point
 * with both coordinates) the server decides and names, and the fields show it.
 */
export const toRideSaveQuery = (v: RideEditorValues, full: boolean, locked: boolean): SaveCheck => {
  const errors: RideEditorErrors = {};
  const checkpointErrors: CheckpointErrors = {};
  const q: Record<string, unknown> = {};
  const put = (field: Field & keyof RideEditorValues, value: unknown) => {
    const m = check(field, value);
    if (m) errors[field] = m;
    else q[field] = value;
  };
  const putText = (field: Field & keyof RideEditorValues, value: string) => {
    if (value.trim() || full) put(field, value.trim());
  };

  putText('title', v.title);
  if (v.cover) put('cover', v.cover);
  for (const f of ['start_time', 'end_time', 'signup_end'] as const) {
    if (locked && f !== 'signup_end') continue;
    if (v[f] !== null) put(f, v[f]);
  }
  putText('meeting_place', v.meeting_place);
  put('meeting_address', v.meeting_address.trim());
  const lat = v.meeting_latitude.trim();
  const lng = v.meeting_longitude.trim();
  if (lat && !DECIMAL.test(lat)) errors.meeting_latitude = '纬度无效';
  else put('meeting_latitude', lat ? Number(lat) : null);
  if (lng && !DECIMAL.test(lng)) errors.meeting_longitude = '经度无效';
  else put('meeting_longitude', lng ? Number(lng) : null);
  putText('route_start', v.route_start);
  putText('route_end', v.route_end);
  const km = v.distance_km.trim();
  if (km && !DECIMAL.test(km)) errors.distance_km = '请输入正确的里程';
  else if (km) put('distance_km', Math.round(Number(km) * 10) / 10);
  put('pace', v.pace);
  put('difficulty', v.difficulty);
  const cc = v.min_displacement.trim() || '0';
  if (!INT.test(cc)) errors.min_displacement = '排量要求为整数';
  else put('min_displacement', Number(cc));
  put('bike_types', v.bike_types);
  const cap = v.capacity.trim() || '0';
  if (!INT.test(cap)) errors.capacity = '人数上限为整数';
  else put('capacity', Number(cap));
  const fee = v.fee.trim() || '0';
  if (!MONEY.test(fee)) errors.fee = '请输入正确的金额，最多两位小数';
  else put('fee', Math.round(Number(fee) * 100));
  put('fee_note', v.fee_note.trim());
  putText('risk_notice', v.risk_notice);
  put('description', v.description.trim());

  if (!locked) {
    const list = v.checkpoints.map((c, i) => {
      const one = {
        ...(c.id !== undefined ? { id: c.id } : {}),
        name: c.name.trim(),
        latitude: num(c.latitude),
        longitude: num(c.longitude),
        radius: num(c.radius),
        open_time: c.open_time ?? undefined,
        close_time: c.close_time ?? undefined,
      };
      const r = rideCheckpointInput.safeParse(one);
      if (!r.success)
        for (const issue of r.error.issues) checkpointErrors[`${i}.${String(issue.path[0])}`] ??= issue.message;
      return one;
    });
    if (Object.keys(checkpointErrors).length === 0) put('checkpoints', list);
  }
  return { query: q as SaveCheck['query'], errors, checkpointErrors };
};

/** The server's field errors (10001) on the editor's fields and checkpoint rows (`checkpoints.1.close_time`). */
export const rideServerErrors = (
  e: unknown,
  v: RideEditorValues,
): { errors: RideEditorErrors; checkpointErrors: CheckpointErrors } => {
  const errors: RideEditorErrors = {};
  const checkpointErrors: CheckpointErrors = {};
  for (const f of fieldErrorsOf(e)) {
    const parts = f.field.replace(/\[(\d+)\]/g, '.$1').split('.');
    if (parts[0] === 'checkpoints' && parts.length >= 3 && /^\d+$/.test(parts[1]!))
      checkpointErrors[`${parts[1]}.${parts[2]}`] ??= f.message;
    else if (parts[0]! in v) errors[parts[0] as keyof RideEditorValues] ??= f.message;
  }
  return { errors, checkpointErrors };
};
