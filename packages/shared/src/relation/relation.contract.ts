import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { MANAGER_ROLES } from '../app/enums.js';
import { idField } from '../common/fields.js';

export const relatedCouponSchema = lazySchema(() =>
  z.object({ id: z.number().int(), name: z.string(), status: z.number().int() }),
);

export const relationInfo = defineCall({
  path: '/api/cticket/1.1.0/relation/info',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'The coupons a ticket of the b_id business bundles, and a change waiting for audit',
  query: () => z.strictObject({ ticket_id: idField() }),
  data: () =>
    z.object({
      ticket_id: z.number().int(),
      coupons: z.array(relatedCouponSchema),
      pending: z.array(relatedCouponSchema).nullable(),
    }),
});

export const relationSave = defineCall({
  path: '/api/cticket/1.1.0/relation/save',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES },
  summary: 'Submit the coupons a ticket bundles (audited as ticket_relation; holders of the ticket then receive them)',
  query: () =>
    z.strictObject({
      ticket_id: idField(),
      coupon_ids: z
        .array(idField())
        .max(10, '最多关联10张卡券')
        .refine((ids) => new Set(ids).size === ids.length, '卡券不能重复'),
    }),
  data: () =>
    z.object({
      ticket_id: z.number().int(),
      coupons: z.array(relatedCouponSchema),
      pending: z.array(relatedCouponSchema).nullable(),
    }),
});
