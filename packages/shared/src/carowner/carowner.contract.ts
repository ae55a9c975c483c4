import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { idField, imageUrlField } from '../common/fields.js';
import { listOf, pagingQuery } from '../common/paging.js';
import { VEHICLE_TYPES } from '../catalog/catalog.contract.js';
import { normalizePlate, plateProblem } from './plate.js';
import { normalizeVin, vinProblem } from './vin.js';

export * from './vin.js';
export * from './plate.js';

/**
 * Car-owner authentication (issue 19; spec 2.6 /car-authentication/*, 2.13 /my/authentication): brand → series →
 * model, VIN, plate and the driving licence photo, reviewed by the platform auditor in the audit queue (type
 * car_owner) in 1–3 working days; approval shows the 认证车主 badge (users.car_owner). One approved certification per
 * VIN, one row per person and VIN (applied again after a rejection or a withdrawal) — docs/identity.md.
 */

/** How long the manual review takes: said on the form and the success page. */
export const CAR_OWNER_REVIEW_TEXT = '提交后平台将在1-3个工作日内完成人工审核';

/** States of a certification. */
export const CAR_OWNER_STATES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type CarOwnerState = (typeof CAR_OWNER_STATES)[number];
export const carOwnerStateLabel: Record<CarOwnerState, string> = {
  pending: '审核中',
  approved: '已认证',
  rejected: '未通过',
  withdrawn: '已撤回',
};

/** A text checked by a validator of this folder after it is normalized (the message is the validator's). */
const checked = (
  empty: string,
  tooLong: string,
  normalize: (v: string) => string,
  problem: (v: string) => string | null,
) =>
  z
    .string({ error: empty })
    .max(40, tooLong)
    .transform(normalize)
    .superRefine((v, ctx) => {
      const p = problem(v);
      if (p) ctx.addIssue({ code: 'custom', message: p });
    });

/** The fields of an application (the form checks each with the same schema). */
export const carOwnerFields = {
  brand_id: lazySchema(() => idField('请选择品牌')),
  series_id: lazySchema(() => idField('请选择车系')),
  model_id: lazySchema(() => idField('请选择车型')),
  /** 17 characters, the check digit at position 9 (vin.ts); lower case and spaces are accepted and normalized */
  vin: lazySchema(() => checked('请输入车架号', '车架号为17位', normalizeVin, vinProblem)),
  /** a mainland plate (plate.ts), stored without spaces or the middle dot */
  plate: lazySchema(() => checked('请输入车牌号', '车牌号格式不正确', normalizePlate, plateProblem)),
  /** the driving licence (行驶证), an upload of this site */
  licence_image: lazySchema(() => imageUrlField('请上传行驶证照片')),
};

export const carOwnerSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    state: z.enum(CAR_OWNER_STATES),
    state_label: z.string(),
    vehicle_type: z.enum(VEHICLE_TYPES),
    brand_id: z.number().int(),
    brand_name: z.string(),
    series_id: z.number().int(),
    series_name: z.string(),
    model_id: z.number().int(),
    model_name: z.string(),
    vin: z.string(),
    plate: z.string(),
    licence_image: z.string(),
    /** the auditor's reason when rejected, '' otherwise */
    reject_reason: z.string(),
    create_time: z.number().int(),
    /** when it was last submitted */
    submit_time: z.number().int(),
    /** when the auditor decided (0 while pending or withdrawn before a decision) */
    review_time: z.number().int(),
    /** what the owner may do now: withdraw it (pending, or give up an approved one), apply again (rejected, withdrawn) */
    can_cancel: z.boolean(),
    can_reapply: z.boolean(),
  }),
);
export type CarOwner = z.infer<typeof carOwnerSchema>;

export const carOwnerApply = defineCall({
  path: '/api/user/1.0.0/carowner/apply',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'Apply for car-owner certification (brand, series, model of the catalogue, VIN with its check digit, plate, driving licence photo), or with `id` apply again after a rejection or withdrawal; the platform auditor reviews it (audit type car_owner)',
  query: () =>
    z.strictObject({
      /** one's own rejected or withdrawn certification, applied again */
      id: idField('认证记录无效').optional(),
      ...carOwnerFields,
    }),
  data: () => carOwnerSchema,
});

export const carOwnerList = defineCall({
  path: '/api/user/1.0.0/carowner/list',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'The caller’s own certifications, newest first, with how many are approved and pending',
  query: () => z.strictObject({ ...pagingQuery }),
  data: () =>
    listOf(carOwnerSchema).extend({
      approved: z.number().int(),
      pending: z.number().int(),
    }),
});

export const carOwnerInfo = defineCall({
  path: '/api/user/1.0.0/carowner/info',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'One certification, to its applicant only (anyone else: 10004)',
  query: () => z.strictObject({ id: idField() }),
  data: () => carOwnerSchema,
});

export const carOwnerCancel = defineCall({
  path: '/api/user/1.0.0/carowner/cancel',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary:
    'Withdraw one’s own pending application (its audit is closed) or give up an approved certification (the badge goes when no other car is certified)',
  query: () => z.strictObject({ id: idField() }),
  data: () => carOwnerSchema,
});

/** audit/info of type car_owner: the application with its applicant */
export const carOwnerAuditSchema = lazySchema(() =>
  carOwnerSchema.omit({ can_cancel: true, can_reapply: true }).extend({
    user_id: z.number().int(),
    nickname: z.string(),
    avatar: z.string(),
    /** another person's approved certification holds this VIN already: passing is refused */
    vin_taken: z.boolean(),
  }),
);
export type CarOwnerAudit = z.infer<typeof carOwnerAuditSchema>;
