import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { displayText, idField, imageUrlField, mobileField } from '../common/fields.js';
import { isChineseName } from '../common/validators.js';
import { listOf, pagingQuery } from '../common/paging.js';

/**
 * Group rides (spec 2.10 / 2.11 / 2.13 / 2.15, calls under /api/party_riding/1.0.0/): a rider becomes a ride leader
 * through the platform's audit queue; approved leaders publish rides with checkpoints; riders apply with their bike,
 * licence, an emergency contact and the risk notice accepted; the leader approves; riders clock in at checkpoints
 * (decided on the server by distance and time window); leader roles see a live headcount. docs/ride.md.
 */

const seconds = lazySchema(() =>
  z.number({ error: '请选择时间' }).int().min(946684800, '时间无效').max(4102444800, '时间无效'),
);
const latitude = lazySchema(() => z.number({ error: '纬度无效' }).min(-90, '纬度无效').max(90, '纬度无效'));
const longitude = lazySchema(() => z.number({ error: '经度无效' }).min(-180, '经度无效').max(180, '经度无效'));

// ---------------------------------------------------------------- enumerations

/** Leader application states. */
export const RIDE_LEADER_STATES = ['pending', 'approved', 'rejected'] as const;
export type RideLeaderState = (typeof RIDE_LEADER_STATES)[number];
export const rideLeaderStateLabel: Record<RideLeaderState, string> = {
  pending: '审核中',
  approved: '已认证领队',
  rejected: '未通过',
};

/** Motorcycle licence classes (D: three-wheel, E: two-wheel, F: light). */
export const RIDE_LICENCE_CLASSES = ['D', 'E', 'F'] as const;
export const rideLicenceLabel: Record<(typeof RIDE_LICENCE_CLASSES)[number], string> = {
  D: 'D 证（普通三轮摩托车）',
  E: 'E 证（普通二轮摩托车）',
  F: 'F 证（轻便摩托车）',
};
const licenceClass = lazySchema(() => z.enum(RIDE_LICENCE_CLASSES, { error: '请选择驾照类型' }));

/** Stored states of a ride. A ride by an approved leader is published when submitted (no second review). */
export const RIDE_STATES = ['draft', 'published', 'revoked'] as const;
export type RideState = (typeof RIDE_STATES)[number];
/** Shown state: 0 draft, 1 signing up, 2 sign-up closed, 3 riding, 4 over, 5 revoked. */
export const RIDE_PHASE_LABELS: Record<number, string> = {
  0: '草稿',
  1: '报名中',
  2: '报名截止',
  3: '骑行中',
  4: '已结束',
  5: '已取消',
};

export const RIDE_PACE_LABELS: Record<number, string> = { 1: '休闲', 2: '中速', 3: '竞速' };
export const RIDE_DIFFICULTY_LABELS: Record<number, string> = { 1: '入门', 2: '进阶', 3: '挑战' };
export const RIDE_BIKE_TYPES = ['street', 'sport', 'cruiser', 'adventure', 'retro', 'scooter', 'offroad'] as const;
export type RideBikeType = (typeof RIDE_BIKE_TYPES)[number];
export const rideBikeTypeLabel: Record<RideBikeType, string> = {
  street: '街车',
  sport: '跑车',
  cruiser: '巡航',
  adventure: '探险',
  retro: '复古',
  scooter: '踏板',
  offroad: '越野',
};

/** Roles on a ride: the creator is the leader; 领队/领骑/收队 are assigned to approved riders. */
export const RIDE_ROLES = ['leader', 'pace', 'sweeper'] as const;
export type RideRole = (typeof RIDE_ROLES)[number];
export const rideRoleLabel: Record<RideRole, string> = { leader: '领队', pace: '领骑', sweeper: '收队' };

/** Rider application statuses (the event's numbering): 1 approved, 2 pending, 4 declined, 5 cancelled. */
export const RideApplyStatus = { going: 1, pending: 2, declined: 4, cancelled: 5 } as const;
export const rideApplyStatusLabel: Record<number, string> = { 1: '已通过', 2: '待审核', 4: '未通过', 5: '已取消' };

/** Clock-in statuses: 1 accepted, 2 waiting for the leader's review, 3 refused by the leader. */
export const ClockinStatus = { accepted: 1, review: 2, refused: 3 } as const;
export const clockinStatusLabel: Record<number, string> = { 1: '已打卡', 2: '待领队确认', 3: '未通过' };

// ---------------------------------------------------------------- leaders

export const rideLeaderSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    user_id: z.number().int(),
    nickname: z.string(),
    avatar: z.string(),
    state: z.enum(RIDE_LEADER_STATES),
    state_label: z.string(),
    licence_class: z.string(),
    riding_years: z.number().int(),
    bike: z.string(),
    experience: z.string(),
    licence_image: z.string(),
    reject_reason: z.string(),
    create_time: z.number().int(),
  }),
);
export type RideLeader = z.infer<typeof rideLeaderSchema>;

export const rideLeaderFields = {
  licence_class: licenceClass,
  riding_years: lazySchema(() =>
    z.number({ error: '请输入骑龄' }).int('骑龄为整数').min(1, '骑龄至少1年').max(60, '骑龄最多60年'),
  ),
  bike: lazySchema(() => displayText().min(1, '请输入常骑车型').max(40, '车型最多40个字')),
  experience: lazySchema(() => displayText().min(10, '骑行经历至少10个字').max(500, '骑行经历最多500个字')),
  licence_image: lazySchema(() => imageUrlField('请上传驾驶证照片')),
};

export const rideLeaderMine = defineCall({
  path: '/api/party_riding/1.0.0/v1/leader/mine',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'The caller’s own leader application (null when none) and whether they may create rides',
  query: () => z.strictObject({}),
  data: () => z.object({ leader: rideLeaderSchema.nullable(), can_create: z.boolean() }),
});

export const rideLeaderApply = defineCall({
  path: '/api/party_riding/1.0.0/v1/leader/apply',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'Apply to become a ride leader (or apply again after a rejection); the platform auditor reviews it in the audit queue (type ride_leader)',
  query: () => z.strictObject(rideLeaderFields),
  data: () => rideLeaderSchema,
});

// ---------------------------------------------------------------- rides

export const rideCheckpointInput = lazySchema(() =>
  z.strictObject({
    /** an existing checkpoint of this ride; none = a new one */
    id: idField().optional(),
    name: displayText().min(1, '请输入打卡点名称').max(30, '打卡点名称最多30个字'),
    latitude,
    longitude,
    radius: z
      .number({ error: '请输入打卡半径' })
      .int('打卡半径为整数米')
      .min(50, '打卡半径至少50米')
      .max(5000, '打卡半径最多5000米'),
    open_time: seconds,
    close_time: seconds,
  }),
);

export const rideCheckpointSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    seq: z.number().int(),
    name: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    radius: z.number().int(),
    open_time: z.number().int(),
    close_time: z.number().int(),
  }),
);
export type RideCheckpoint = z.infer<typeof rideCheckpointSchema>;

export const rideFields = {
  title: lazySchema(() => displayText().min(1, '请输入骑行名称').max(40, '骑行名称最多40个字')),
  cover: lazySchema(() => imageUrlField('封面地址无效', { allowEmpty: true })),
  start_time: seconds,
  end_time: seconds,
  signup_end: seconds,
  meeting_place: lazySchema(() => displayText().min(1, '请输入集合地点').max(60, '集合地点最多60个字')),
  meeting_address: lazySchema(() => z.string().trim().max(120, '详细地址最多120个字')),
  meeting_latitude: lazySchema(() => latitude.nullable()),
  meeting_longitude: lazySchema(() => longitude.nullable()),
  route_start: lazySchema(() => displayText().min(1, '请输入起点').max(40, '起点最多40个字')),
  route_end: lazySchema(() => displayText().min(1, '请输入终点').max(40, '终点最多40个字')),
  /** route length in km, one decimal */
  distance_km: lazySchema(() =>
    z.number({ error: '请输入路线里程' }).min(1, '路线里程至少1公里').max(5000, '路线里程最多5000公里'),
  ),
  pace: lazySchema(() => z.number({ error: '请选择配速' }).int().min(1, '请选择配速').max(3, '请选择配速')),
  difficulty: lazySchema(() => z.number({ error: '请选择难度' }).int().min(1, '请选择难度').max(3, '请选择难度')),
  /** the smallest displacement allowed, in cc; 0 = any */
  min_displacement: lazySchema(() =>
    z.number({ error: '排量要求无效' }).int().min(0, '排量要求无效').max(3000, '排量要求最多3000cc'),
  ),
  /** the bike types welcome; empty = any */
  bike_types: lazySchema(() => z.array(z.enum(RIDE_BIKE_TYPES, { error: '车型类别无效' })).max(7)),
  /** riders in all, passengers counted; 0 = unlimited */
  capacity: lazySchema(() =>
    z.number({ error: '请输入人数上限' }).int('人数上限为整数').min(0, '人数上限不能为负').max(500, '人数上限最多500'),
  ),
  /** the share each rider pays the leader on the day (fuel, tolls, meals), in fen; 0 = free */
  fee: lazySchema(() =>
    z.number({ error: '费用无效' }).int('费用以分为单位').min(0, '费用不能为负').max(1000000, '费用过大'),
  ),
  fee_note: lazySchema(() => z.string().trim().max(100, '费用说明最多100个字')),
  risk_notice: lazySchema(() => displayText().min(20, '风险告知至少20个字').max(2000, '风险告知最多2000个字')),
  description: lazySchema(() => z.string().trim().max(2000, '骑行介绍最多2000个字')),
  checkpoints: lazySchema(() => z.array(rideCheckpointInput).max(10, '最多10个打卡点')),
};

/** A ride as lists show it. */
export const rideCardSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    cover: z.string(),
    state: z.enum(RIDE_STATES),
    /** 0 draft, 1 signing up, 2 sign-up closed, 3 riding, 4 over, 5 revoked */
    phase: z.number().int(),
    phase_label: z.string(),
    start_time: z.number().int().nullable(),
    end_time: z.number().int().nullable(),
    meeting_place: z.string(),
    route_start: z.string(),
    route_end: z.string(),
    distance_km: z.number(),
    pace: z.number().int(),
    difficulty: z.number().int(),
    /** km with 2 decimals from the caller to the meeting point; null when unknown (shown as 未知) */
    away_km: z.number().nullable(),
    capacity: z.number().int(),
    taken: z.number().int(),
    fee: z.number().int(),
    like_count: z.number().int(),
    leader_name: z.string(),
    leader_avatar: z.string(),
    checkpoint_count: z.number().int(),
    /** applications by status, leader lists only */
    apply_counts: z.record(z.string(), z.number().int()).optional(),
    /** the caller’s role when they hold one (leader lists and my rides) */
    my_role: z.enum(RIDE_ROLES).nullable().optional(),
    /** what the caller may do with it now (the leader's list), decided by the server */
    manage_actions: z.object({ edit: z.boolean(), revoke: z.boolean(), delete: z.boolean() }).optional(),
  }),
);
export type RideCard = z.infer<typeof rideCardSchema>;

export const rideRiderSchema = lazySchema(() =>
  z.object({
    application_id: z.number().int(),
    user_id: z.number().int(),
    nickname: z.string(),
    avatar: z.string(),
    role: z.enum(RIDE_ROLES).nullable(),
  }),
);

export const rideDetailSchema = lazySchema(() =>
  rideCardSchema.extend({
    meeting_address: z.string(),
    meeting_latitude: z.number().nullable(),
    meeting_longitude: z.number().nullable(),
    signup_end: z.number().int().nullable(),
    min_displacement: z.number().int(),
    bike_types: z.array(z.enum(RIDE_BIKE_TYPES)),
    fee_note: z.string(),
    risk_notice: z.string(),
    description: z.string(),
    checkpoints: z.array(rideCheckpointSchema),
    /** the ride's crew: the creator (leader) and the riders given a role */
    crew: z.array(rideRiderSchema),
    going_count: z.number().int(),
    liked: z.boolean(),
    /** the caller's live application, if any */
    mine: z
      .object({
        id: z.number().int(),
        status: z.number().int(),
        status_label: z.string(),
        passengers: z.number().int(),
        remark: z.string(),
        location_on: z.boolean(),
      })
      .nullable(),
    /** the caller's role: leader for the creator, or the role given; null otherwise */
    my_role: z.enum(RIDE_ROLES).nullable(),
    /** whether the checkpoints can still change (false once the ride has started) */
    checkpoints_open: z.boolean(),
    /** what the caller may do now, decided by the server */
    actions: z.object({
      apply: z.boolean(),
      /** why apply is false, in Chinese ('' when it is true) */
      apply_hint: z.string(),
      cancel: z.boolean(),
      clockin: z.boolean(),
      mark: z.boolean(),
      edit: z.boolean(),
      manage: z.boolean(),
      headcount: z.boolean(),
    }),
    updated_at: z.number().int(),
  }),
);
export type RideDetail = z.infer<typeof rideDetailSchema>;

export const rideSave = defineCall({
  path: '/api/party_riding/1.0.0/v1/party/save',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary:
    'Create (no id) or update a ride of the caller (an approved leader); submit=true checks every field and publishes it. Checkpoints lock once the ride has started',
  query: () =>
    z.strictObject({
      id: idField().optional(),
      submit: z.boolean().default(false),
      ...z.object(rideFields).partial().shape,
    }),
  data: () => rideDetailSchema,
});

export const rideRevoke = defineCall({
  path: '/api/party_riding/1.0.0/v1/party/revoke',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'Cancel a published ride (riders are told) or delete a draft; the creator only',
  query: () => z.strictObject({ id: idField(), reason: z.string().trim().max(200, '原因最多200个字').default('') }),
  data: () => z.object({ id: z.number().int(), state: z.enum(RIDE_STATES).nullable() }),
});

export const rideManageList = defineCall({
  path: '/api/party_riding/1.0.0/v1/party/manage',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Rides the caller created or holds a role on (drafts with draft=true), newest first',
  query: () => z.strictObject({ draft: z.boolean().default(false), ...pagingQuery }),
  data: () => listOf(rideCardSchema),
});

export const rideList = defineCall({
  path: '/api/party_riding/1.0.0/v1/party/list',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary:
    'Published rides not over, by keyword; nearest meeting point first when lat/lng are given (GCJ-02), else soonest first',
  query: () =>
    z.strictObject({
      keyword: z.string().trim().max(40).default(''),
      lat: latitude.optional(),
      lng: longitude.optional(),
      ...pagingQuery,
    }),
  data: () => listOf(rideCardSchema),
});

export const rideShow = defineCall({
  path: '/api/party_riding/1.0.0/v1/party/show',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary: 'One ride: published or revoked to everyone, a draft to its creator only',
  query: () => z.strictObject({ id: idField(), lat: latitude.optional(), lng: longitude.optional() }),
  data: () => rideDetailSchema,
});

export const rideLike = defineCall({
  path: '/api/party_riding/1.0.0/v1/party/like',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Like (like=1) or unlike (like=0) a published ride; once per user',
  query: () => z.strictObject({ id: idField(), like: z.union([z.literal(0), z.literal(1)]).default(1) }),
  data: () => z.object({ liked: z.boolean(), like_count: z.number().int() }),
});

// ---------------------------------------------------------------- riders

export const rideApplyFields = {
  bike_brand: lazySchema(() => displayText().min(1, '请输入车辆品牌').max(20, '品牌最多20个字')),
  bike_model: lazySchema(() => displayText().min(1, '请输入车型').max(30, '车型最多30个字')),
  displacement: lazySchema(() =>
    z.number({ error: '请输入排量' }).int('排量为整数').min(50, '排量至少50cc').max(3000, '排量最多3000cc'),
  ),
  plate: lazySchema(() =>
    z
      .string({ error: '请输入车牌号' })
      .trim()
      .toUpperCase()
      .regex(/^[\u4e00-\u9fa5][A-Z][A-Z0-9]{4,6}$/, '请输入正确的车牌号，如 渝A12345'),
  ),
  licence_class: licenceClass,
  emergency_name: lazySchema(() =>
    z.string({ error: '请输入紧急联系人姓名' }).trim().refine(isChineseName, '紧急联系人姓名为2-4个汉字'),
  ),
  emergency_mobile: mobileField,
  /** passengers on the rider's bike, counted against capacity */
  passengers: lazySchema(() =>
    z.number({ error: '同乘人数无效' }).int().min(0, '同乘人数无效').max(1, '每车最多同乘1人'),
  ),
  risk_accepted: lazySchema(() => z.literal(true, { error: '请阅读并同意风险告知' })),
  remark: lazySchema(() => z.string().trim().max(200, '备注最多200个字').default('')),
};

export const rideApplicationSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    ride_id: z.number().int(),
    ride_title: z.string(),
    user_id: z.number().int(),
    nickname: z.string(),
    avatar: z.string(),
    status: z.number().int(),
    status_label: z.string(),
    passengers: z.number().int(),
    bike_brand: z.string(),
    bike_model: z.string(),
    displacement: z.number().int(),
    plate: z.string(),
    licence_class: z.string(),
    emergency_name: z.string(),
    emergency_mobile: z.string(),
    remark: z.string(),
    role: z.enum(RIDE_ROLES).nullable(),
    risk_accepted_at: z.number().int(),
    create_time: z.number().int(),
    /** what the caller may do with it now, decided by the server */
    actions: z.object({ approve: z.boolean(), decline: z.boolean(), role: z.boolean() }),
  }),
);
export type RideApplication = z.infer<typeof rideApplicationSchema>;

export const rideApply = defineCall({
  path: '/api/party_riding/1.0.0/v1/party/apply',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'Apply to a ride with the bike, licence, an emergency contact and the risk notice accepted; places = 1 + passengers, never past capacity; the leader approves',
  query: () => z.strictObject({ id: idField(), ...rideApplyFields }),
  data: () => z.object({ id: z.number().int(), status: z.number().int(), status_label: z.string() }),
});

export const rideCancel = defineCall({
  path: '/api/party_riding/1.0.0/v1/party/cancel',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'Withdraw the caller’s own application before the ride starts; the places are freed',
  query: () => z.strictObject({ id: idField() }),
  data: () => z.object({ id: z.number().int(), status: z.number().int() }),
});

export const rideMyList = defineCall({
  path: '/api/party_riding/1.0.0/v1/party/mine',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'Rides the caller applied to (status 1 approved, 2 pending, 4 declined, 5 cancelled; none = all), newest first',
  query: () =>
    z.strictObject({
      status: z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(5)]).optional(),
      ...pagingQuery,
    }),
  data: () =>
    listOf(
      rideCardSchema.extend({
        application_id: z.number().int(),
        status: z.number().int(),
        status_label: z.string(),
        reached: z.number().int(),
        /** what the rider may do now, decided by the server (the ride page's own actions) */
        actions: z.object({ clockin: z.boolean(), mark: z.boolean() }),
      }),
    ),
});

// ---------------------------------------------------------------- the leader's side

export const rideApplyList = defineCall({
  path: '/api/party_riding/1.0.0/v1/party/applylist',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: "A ride's applications by status (none = all), with counts per status; the ride's leader roles only",
  query: () =>
    z.strictObject({
      id: idField(),
      status: z.union([z.literal(1), z.literal(2), z.literal(4), z.literal(5)]).optional(),
      ...pagingQuery,
    }),
  data: () => listOf(rideApplicationSchema).extend({ counts: z.record(z.string(), z.number().int()) }),
});

export const rideApplyInfo = defineCall({
  path: '/api/party_riding/1.0.0/v1/party/applyinfo',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'One application with the bike, licence and emergency contact; the ride’s leader roles only',
  query: () => z.strictObject({ id: idField() }),
  data: () => rideApplicationSchema,
});

export const rideApplyAudit = defineCall({
  path: '/api/party_riding/1.0.0/v1/party/applyaudit',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'Approve or decline (remark required) a pending application; the ride’s creator and 领队 only',
  query: () =>
    z
      .strictObject({
        id: idField(),
        pass: z.boolean(),
        remark: z.string().trim().max(200, '备注最多200个字').default(''),
      })
      .refine((q) => q.pass || q.remark.length > 0, { message: '拒绝时请填写原因', path: ['remark'] }),
  data: () => rideApplicationSchema,
});

export const rideRoleSet = defineCall({
  path: '/api/party_riding/1.0.0/v1/party/role',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'Give an approved rider the role 领队, 领骑 or 收队 (null takes it away); the ride’s creator only',
  query: () => z.strictObject({ id: idField(), role: z.enum(RIDE_ROLES, { error: '角色无效' }).nullable() }),
  data: () => rideApplicationSchema,
});

// ---------------------------------------------------------------- clock-in

export const rideClockinSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    checkpoint_id: z.number().int(),
    status: z.number().int(),
    status_label: z.string(),
    /** metres from the checkpoint, as decided */
    distance_m: z.number().int(),
    /** why it waits for review ('' when accepted) */
    reason: z.string(),
    create_time: z.number().int(),
  }),
);
export type RideClockin = z.infer<typeof rideClockinSchema>;

export const rideClockinMine = defineCall({
  path: '/api/party_riding/1.0.0/v1/clockin/mine',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'The ride’s checkpoints with the caller’s clock-in at each; an approved rider or a leader role only',
  query: () => z.strictObject({ id: idField() }),
  data: () =>
    z.object({
      ride: rideCardSchema,
      location_on: z.boolean(),
      checkpoints: z.array(rideCheckpointSchema.extend({ mine: rideClockinSchema.nullable() })),
    }),
});

export const rideLocation = defineCall({
  path: '/api/party_riding/1.0.0/v1/clockin/location',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'Turn sending the position at clock-in on or off for this ride (the caller’s own approved application)',
  query: () => z.strictObject({ id: idField(), on: z.boolean() }),
  data: () => z.object({ location_on: z.boolean() }),
});

export const rideClockin = defineCall({
  path: '/api/party_riding/1.0.0/v1/clockin/sign',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary:
    'Clock in at a checkpoint with the position (GCJ-02): accepted within its radius and time window, else waiting for the leader with the reason; once per checkpoint',
  query: () => z.strictObject({ id: idField(), checkpoint_id: idField(), lat: latitude, lng: longitude }),
  data: () => rideClockinSchema,
});

export const rideHeadcountSchema = lazySchema(() =>
  z.object({
    /** changes whenever a clock-in is added or decided: the long poll's cursor */
    version: z.string(),
    riders: z.array(rideRiderSchema.extend({ passengers: z.number().int() })),
    checkpoints: z.array(
      rideCheckpointSchema.extend({
        reached: z.array(
          z.object({
            user_id: z.number().int(),
            nickname: z.string(),
            time: z.number().int(),
            status: z.number().int(),
          }),
        ),
        missing: z.array(z.object({ user_id: z.number().int(), nickname: z.string() })),
      }),
    ),
    /** clock-ins waiting for review, with the position sent (null once deleted after the ride) */
    review: z.array(
      rideClockinSchema.extend({
        user_id: z.number().int(),
        nickname: z.string(),
        checkpoint_name: z.string(),
        lat: z.number().nullable(),
        lng: z.number().nullable(),
      }),
    ),
  }),
);
export type RideHeadcount = z.infer<typeof rideHeadcountSchema>;

export const rideHeadcount = defineCall({
  path: '/api/party_riding/1.0.0/v1/clockin/headcount',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary:
    'Who clocked in where, who is missing and the review queue; with `version`, a long poll that answers when it changes or after 25 s. The ride’s leader roles only',
  query: () => z.strictObject({ id: idField(), version: z.string().max(40).optional() }),
  data: () => rideHeadcountSchema,
});

export const rideClockinReview = defineCall({
  path: '/api/party_riding/1.0.0/v1/clockin/review',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'Accept or refuse a clock-in waiting for review; the ride’s leader roles only',
  query: () => z.strictObject({ id: idField(), pass: z.boolean() }),
  data: () => rideClockinSchema,
});

export const rideMark = defineCall({
  path: '/api/party_riding/1.0.0/v1/clockin/mark',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary:
    'What the commemorative mark shows: the ride, its date and distance, the checkpoints the caller reached, their name and avatar',
  query: () => z.strictObject({ id: idField() }),
  data: () =>
    z.object({
      ride_title: z.string(),
      date: z.string(),
      distance_km: z.number(),
      route: z.string(),
      nickname: z.string(),
      avatar: z.string(),
      reached: z.array(z.object({ name: z.string(), time: z.number().int() })),
      checkpoint_count: z.number().int(),
    }),
});
