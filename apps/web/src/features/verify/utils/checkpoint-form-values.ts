import { checkpointSave, type Checkpoint } from '@kc/shared';
import type { FieldErrors } from '../../../lib/form';
import { parseMobiles } from '../../../lib/issuing/parse-mobiles';
import type { SaveCheckpointInput } from '../api/checkpoint-save';

/** What the form holds: the text as typed (numbers too), so a refused input stays as it was. */
export interface CheckpointFormValues {
  point_name: string;
  point_location: string;
  point_longitude: string;
  point_latitude: string;
  point_radius: string;
  write_off_type: 1 | 2 | null;
  write_off_num: string;
  opening_hours: string;
  /** checkers to assign after the save, one mobile a line (or separated by spaces, commas) */
  mobiles: string;
}

export type CheckpointFormErrors = FieldErrors<CheckpointFormValues>;

export const emptyCheckpointValues = (): CheckpointFormValues => ({
  point_name: '',
  point_location: '',
  point_longitude: '',
  point_latitude: '',
  point_radius: '',
  write_off_type: 1,
  write_off_num: '0',
  opening_hours: '',
  mobiles: '',
});

export const fromCheckpoint = (p: Checkpoint): CheckpointFormValues => ({
  point_name: p.point_name,
  point_location: p.point_location,
  point_longitude: p.point_longitude === null ? '' : String(p.point_longitude),
  point_latitude: p.point_latitude === null ? '' : String(p.point_latitude),
  point_radius: p.point_radius > 0 ? String(p.point_radius) : '',
  write_off_type: p.write_off_type === 2 ? 2 : 1,
  write_off_num: String(p.write_off_num),
  opening_hours: p.opening_hours,
  mobiles: '',
});

/** 6 decimals is ~0.1 m: enough for a point, and what a position shows. */
export const coordText = (v: number): string => String(Math.round(v * 1e6) / 1e6);

type NumberField = 'point_longitude' | 'point_latitude' | 'point_radius' | 'write_off_num';
const NUMBER_LABELS: Record<NumberField, string> = {
  point_longitude: '经度',
  point_latitude: '纬度',
  point_radius: '核销半径',
  write_off_num: '核销点限额',
};

export interface SaveCheck {
  query: SaveCheckpointInput | null;
  /** valid mobiles to assign after the save */
  mobiles: string[];
  errors: CheckpointFormErrors;
}

/**
 * The save call for the typed values, checked by the contract's own rules (the same messages the server
 * gives), plus the checker mobiles. `query` is null when something is wrong; `errors` says what, per field.
 */
export const toSaveQuery = (v: CheckpointFormValues, itemId: number, id?: number): SaveCheck => {
  const errors: CheckpointFormErrors = {};
  const num = (field: NumberField): number | undefined => {
    const t = v[field].trim();
    if (t === '') return undefined;
    const n = Number(t);
    if (!Number.isFinite(n)) errors[field] = `${NUMBER_LABELS[field]}须为数字`;
    return n;
  };
  const lng = num('point_longitude');
  const lat = num('point_latitude');
  const query = {
    ...(id ? { id } : {}),
    item_id: itemId,
    point_name: v.point_name,
    point_location: v.point_location,
    point_longitude: lng ?? null,
    point_latitude: lat ?? null,
    point_radius: num('point_radius'),
    write_off_type: v.write_off_type ?? undefined,
    write_off_num: num('write_off_num'),
    opening_hours: v.opening_hours,
  } as SaveCheckpointInput;
  if ((lng === undefined) !== (lat === undefined))
    errors[lng === undefined ? 'point_longitude' : 'point_latitude'] = '经度和纬度须同时填写';

  const parsed = checkpointSave.query.safeParse(query);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in v) errors[field as keyof CheckpointFormValues] ??= issue.message;
    }

  const mobiles = parseMobiles(v.mobiles);
  if (mobiles.invalid.length) errors.mobiles = `手机号有误：${mobiles.invalid.join('、')}`;

  return { query: Object.keys(errors).length ? null : query, mobiles: mobiles.mobiles, errors };
};
