import { lazySchema, z } from '../common/z.js';
import { displayText } from '../common/fields.js';
import { isChineseName, isIdNumber } from '../common/validators.js';

/** What a held item is now, computed on read: usable, used up (in all or today), not yet valid, expired, disabled. */
export const HOLDING_STATES = ['valid', 'used', 'used_today', 'not_started', 'expired', 'disabled'] as const;
export type HoldingState = (typeof HOLDING_STATES)[number];
export const HOLDING_STATE_LABELS: Record<HoldingState, string> = {
  valid: '可使用',
  used: '已使用',
  used_today: '今日已用完',
  not_started: '未到使用时间',
  expired: '已过期',
  disabled: '已停用',
};

/**
 * The ticket card of spec 3.4 plus what the holder needs: state, uses, holder. The holding, receive, verify and
 * order contracts all answer it.
 */
export const holdingCardSchema = lazySchema(() =>
  z.object({
    holding_id: z.number().int(),
    ticket_id: z.number().int(),
    ticket_name: z.string(),
    product_type: z.number().int(),
    is_cert: z.boolean(),
    project_name: z.string(),
    business_id: z.number().int(),
    business_name: z.string(),
    /** the validity as "y.m.d - y.m.d" */
    date_string: z.string(),
    ticket_par_value: z.number().int(),
    ticket_sell_value: z.number().int(),
    ticket_style_icon: z.string(),
    ticket_style_color: z.string(),
    ticket_rule_content: z.string(),
    ticket_validity_start: z.number().int().nullable(),
    ticket_validity_end: z.number().int().nullable(),
    state: z.enum(HOLDING_STATES),
    state_label: z.string(),
    write_off_mode: z.number().int(),
    limit_type: z.number().int(),
    limit_num: z.number().int(),
    /** write-offs in all */
    used: z.number().int(),
    /** uses left: in all (limit type 1) or today (limit type 2) */
    remaining: z.number().int(),
    last_used_time: z.number().int().nullable(),
    /** the named holder (passes) or the family member it was received for, masked */
    holder_name: z.string(),
    holder_mobile: z.string(),
    /** the pass's serial for registration and printing; empty for other items */
    cert_sn: z.string(),
    registered: z.boolean(),
    create_time: z.number().int(),
  }),
);
export type HoldingCard = z.infer<typeof holdingCardSchema>;

/** One write-off of a holding (the holder's records, a point's logs, the write-off's answer). */
export const writeOffRecordSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    holding_id: z.number().int(),
    item_id: z.number().int(),
    item_name: z.string(),
    point_id: z.number().int(),
    point_name: z.string(),
    point_location: z.string(),
    /** 1 scanned by a checker, 2 the holder scanned the point */
    mode: z.number().int(),
    checker_name: z.string(),
    holder_name: z.string(),
    holder_mobile: z.string(),
    create_time: z.number().int(),
  }),
);
export type WriteOffRecord = z.infer<typeof writeOffRecordSchema>;

/** The person a holding is for (a receiver profile, a pass's named holder): a Chinese name … */
export const personNameField = lazySchema(() => displayText().refine(isChineseName, '请输入正确的中文姓名'));
/** … and an optional ID number (upper-cased; '' when not given). */
export const optionalIdNumberField = lazySchema(() =>
  z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || isIdNumber(v), '请输入正确的身份证号')
    .default(''),
);
