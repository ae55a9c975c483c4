import { rideApplyFields, type CallQuery, type rideApply } from '@kc/shared';

/** What the apply form holds while typing (numbers as typed, nothing chosen yet = ''). */
export interface RideApplyDraft {
  bike_brand: string;
  bike_model: string;
  displacement: string;
  plate: string;
  licence_class: string;
  emergency_name: string;
  emergency_mobile: string;
  passengers: number;
  remark: string;
  risk_accepted: boolean;
}

export const emptyRideApply = (): RideApplyDraft => ({
  bike_brand: '',
  bike_model: '',
  displacement: '',
  plate: '',
  licence_class: '',
  emergency_name: '',
  emergency_mobile: '',
  passengers: 0,
  remark: '',
  risk_accepted: false,
});

export type RideApplyValues = Omit<CallQuery<typeof rideApply>, 'id'>;
type Field = keyof typeof rideApplyFields;
const FIELDS = Object.keys(rideApplyFields) as Field[];

/**
 * The draft checked by the contract's own rules (rideApplyFields, their Chinese messages): the values to send, or
 * the first message per field. Everything else (deadline, places, displacement minimum) the server decides.
 */
export const checkRideApply = (
  d: RideApplyDraft,
): { ok: true; values: RideApplyValues } | { ok: false; errors: Partial<Record<Field, string>> } => {
  const input: Record<Field, unknown> = {
    ...d,
    displacement: d.displacement.trim() === '' ? undefined : Number(d.displacement),
    licence_class: d.licence_class || undefined,
  };
  const values: Record<string, unknown> = {};
  const errors: Partial<Record<Field, string>> = {};
  for (const field of FIELDS) {
    const r = rideApplyFields[field].safeParse(input[field]);
    if (r.success) values[field] = r.data;
    else errors[field] = r.error.issues[0]?.message ?? '填写有误';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, values: values as RideApplyValues };
};
