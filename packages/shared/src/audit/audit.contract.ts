import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { idField } from '../common/fields.js';
import { listOf, pagingQuery } from '../common/paging.js';
import { AUDIT_TYPES } from '../app/enums.js';
import { itemSchema } from '../item/item.contract.js';
import { funlyDetailSchema } from '../funly/funly.contract.js';
import { rideLeaderSchema } from '../ride/ride.contract.js';
import { reportCaseSchema } from '../report/report.contract.js';
import { showCarAuditSchema } from '../showroom/showroom.contract.js';
import { carOwnerAuditSchema } from '../carowner/carowner.contract.js';
import { realNameAuditSchema } from '../realname/realname.contract.js';
import { merchantAuditSchema } from '../merchant/merchant.contract.js';

export const auditSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    type: z.enum(AUDIT_TYPES),
    type_label: z.string(),
    target_id: z.number().int(),
    /** the audited item's name as it is now (a change's new name is in the audit's changes) */
    target_name: z.string(),
    business_name: z.string(),
    /** 1 pending, 2 passed, 3 rejected */
    status: z.number().int(),
    verify_type: z.string(),
    avatar: z.string(),
    nickname: z.string(),
    create_time: z.number().int(),
    remark: z.string(),
  }),
);
export type AuditRecord = z.infer<typeof auditSchema>;

export const auditList = defineCall({
  path: '/api/audit/1.0.0/audit/list',
  method: 'POST',
  auth: 'required',
  access: 'auditor',
  summary: 'Audit records for auditors: filter by type and status (default pending), newest first',
  query: () =>
    z.strictObject({
      type: z.enum(AUDIT_TYPES).optional(),
      status: z.number().int().min(1).max(3).default(1),
      ...pagingQuery,
    }),
  data: () => listOf(auditSchema),
});

export const auditInfo = defineCall({
  path: '/api/audit/1.0.0/audit/info',
  method: 'POST',
  auth: 'required',
  access: 'auditor',
  summary:
    'One audit record with the item as it would be after passing (or, under the key of its type, what other types review: the event, the leader application, the reported thing and its reports, the car listing, the certification, the business registration)',
  query: () => z.strictObject({ id: idField() }),
  data: () =>
    z.object({
      audit: auditSchema,
      /** the audited item after passing; null for an event (type funly: see `funly`) */
      item: itemSchema.nullable(),
      /** type funly: the event as it would be after passing */
      funly: funlyDetailSchema.optional(),
      /** type ride_leader: the leader application */
      ride_leader: rideLeaderSchema.optional(),
      /** type report: the reported thing as it is now and its reports */
      report: reportCaseSchema.optional(),
      /** type show_car: the car listing as it would be after passing */
      show_car: showCarAuditSchema.optional(),
      /** type car_owner: the car-owner certification */
      car_owner: carOwnerAuditSchema.optional(),
      /** type real_name: the manual real-name review */
      real_name: realNameAuditSchema.optional(),
      /** type merchant: the business registration */
      merchant: merchantAuditSchema.optional(),
      changes: z.record(z.string(), z.unknown()),
    }),
});

export const auditDecide = defineCall({
  path: '/api/audit/1.0.0/audit/decide',
  method: 'POST',
  auth: 'required',
  access: 'auditor',
  summary: 'Pass (applies the change atomically) or reject (remark required) a pending audit',
  query: () =>
    z
      .strictObject({
        id: idField(),
        pass: z.boolean(),
        remark: z.string().trim().max(200, '备注最多200个字').default(''),
      })
      .refine((q) => q.pass || q.remark.length > 0, { message: '驳回时请填写原因', path: ['remark'] }),
  data: () => z.object({ audit: auditSchema }),
});
