import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { RideBikeType } from '@kc/shared';
import {
  AUDIT_TYPES,
  CONTENT_STATES,
  FEEDBACK_KINDS,
  POST_LINK_TYPES,
  REPORT_MODULES,
  REPORT_REASONS,
  FUNLY_OPERATOR_ROLES,
  FUNLY_STATES,
  ITEM_STATES,
  MESSAGE_KINDS,
  RIDE_LEADER_STATES,
  RIDE_LICENCE_CLASSES,
  RIDE_ROLES,
  RIDE_STATES,
  ROLES,
} from '@kc/shared';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    passwordHash: text('password_hash'),
    username: text('username').notNull(),
    nickname: text('nickname').notNull(),
    headimg: text('headimg').notNull().default(''),
    signature: text('signature').notNull().default(''),
    /** the 6-digit pay password (argon2id), its wrong tries and lock */
    payPasswordHash: text('pay_password_hash'),
    payFailures: integer('pay_failures').notNull().default(0),
    payLockedUntil: timestamp('pay_locked_until', { withTimezone: true }),
    /** checks of the pay password in flight (reserved before the hash is verified) and when the last was reserved */
    payPending: integer('pay_pending').notNull().default(0),
    payPendingAt: timestamp('pay_pending_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** the payout account (messaging-app openid): set by bindwechat / changewechat only (docs/payments.md) */
    wxOpenid: text('wx_openid'),
    /** withdrawals wait until then after the payout account was changed (PAYOUT_CHANGE_HOLD_HOURS) */
    payoutHoldUntil: timestamp('payout_hold_until', { withTimezone: true }),
    /** the personal page's cover (centercoverimage) */
    coverImage: text('cover_image').notNull().default(''),
    /** exact counters, changed only in the transaction that inserts or deletes the pair or the post */
    followerCount: integer('follower_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    postCount: integer('post_count').notNull().default(0),
    /** an approved car-owner certification is live (the 认证车主 badge): set and cleared by the carowner module only */
    carOwner: boolean('car_owner').notNull().default(false),
  },
  (t) => [
    uniqueIndex('users_mobile_live')
      .on(t.mobile)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const businesses = pgTable('businesses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/** Role grants: owner/admin/publisher/agent/checker per business; auditor platform-wide (business_id null). */
export const userRoles = pgTable(
  'user_roles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role', { enum: ROLES }).notNull(),
    businessId: integer('business_id').references(() => businesses.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('user_roles_grant').on(t.userId, t.role, t.businessId).nullsNotDistinct(),
    check('user_roles_role', sql`${t.role} in ('owner','admin','publisher','agent','checker','auditor')`),
    check('user_roles_scope', sql`(${t.role} = 'auditor') = (${t.businessId} is null)`),
  ],
);

/** A login session: the family of its rotating refresh tokens. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session').on(t.sessionId)],
);

export const docs = pgTable('docs', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    position: text('position').notNull().default('home'),
    title: text('title').notNull(),
    image: text('image').notNull(),
    link: text('link').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('banners_position').on(t.position, t.sort)],
);

export const spmCodes = pgTable('spm_codes', {
  code: text('code').primaryKey(),
  userId: integer('user_id').references(() => users.id),
  module: text('module').notNull(),
  targetId: integer('target_id').notNull().default(0),
  url: text('url').notNull().default(''),
  createdAt: createdAt(),
});

export const uploads = pgTable('uploads', {
  key: text('key').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes'),
  createdAt: createdAt(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
});

/** Server-wide settings kept in the database so every instance agrees (e.g. the token secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Scheduled work across instances: a job's run for one time slot (its tick) is one row, so of several instances
 * ticking at once exactly one inserts it and runs the job; rows older than a day are pruned by the job itself.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    tick: bigint('tick', { mode: 'number' }).notNull(),
    instance: text('instance').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('job_runs_job_tick').on(t.job, t.tick)],
);

/** Projects of a business: an exhibition, race, meeting, performance or festival; a draft until published. */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    state: text('state', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    name: text('name').notNull().default(''),
    kind: integer('kind'),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    venue: text('venue').notNull().default(''),
    address: text('address').notNull().default(''),
    cover: text('cover').notNull().default(''),
    intro: text('intro').notNull().default(''),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** the gate screen (docs/statistics.md): venue capacity and entries a minute at one point that alert; 0 = none */
    capacity: integer('capacity').notNull().default(0),
    alertPerMinute: integer('alert_per_minute').notNull().default(0),
  },
  (t) => [
    index('projects_business_state').on(t.businessId, t.state, t.id),
    check('projects_kind', sql`${t.kind} is null or ${t.kind} between 1 and 5`),
    check(
      'projects_published_complete',
      sql`${t.state} = 'draft' or (${t.kind} is not null and ${t.startAt} is not null and ${t.endAt} is not null and ${t.endAt} >= ${t.startAt} and ${t.name} <> '' and ${t.venue} <> '')`,
    ),
  ],
);

/** Who changed what and when: every change that matters, written in the same transaction. */
export const auditTrail = pgTable(
  'audit_trail',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: integer('business_id').references(() => businesses.id),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').notNull(),
    detail: jsonb('detail').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_trail_entity').on(t.entity, t.entityId)],
);

/** Tickets (1), coupons (2) and invitations (3) of a business; passes are tickets with is_cert. See docs/issuing.md. */
export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    projectId: integer('project_id').references(() => projects.id),
    productType: integer('product_type').notNull(),
    isCert: boolean('is_cert').notNull().default(false),
    state: text('state', { enum: ITEM_STATES }).notNull().default('draft'),
    name: text('name').notNull().default(''),
    templateKind: integer('template_kind').notNull().default(1),
    styleIcon: text('style_icon').notNull().default(''),
    styleColor: text('style_color').notNull().default(''),
    parValue: integer('par_value').notNull().default(0),
    sellValue: integer('sell_value').notNull().default(0),
    totalStock: integer('total_stock').notNull().default(0),
    issued: integer('issued').notNull().default(0),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    issueStart: timestamp('issue_start', { withTimezone: true }),
    issueEnd: timestamp('issue_end', { withTimezone: true }),
    validityStart: timestamp('validity_start', { withTimezone: true }),
    validityEnd: timestamp('validity_end', { withTimezone: true }),
    ruleContent: text('rule_content').notNull().default(''),
    writeOffMode: integer('write_off_mode').notNull().default(1),
    shopKind: integer('shop_kind').notNull().default(11),
    distributionMode: integer('distribution_mode').notNull().default(1),
    registrationDistribution: integer('registration_distribution').notNull().default(1),
    paymentOrder: integer('payment_order').notNull().default(1),
    limitType: integer('limit_type').notNull().default(1),
    limitNum: integer('limit_num').notNull().default(1),
    formId: integer('form_id'),
    /** set on an event's entry item (the invitation whose holdings are its entry codes): not in the item lists */
    eventId: integer('event_id'),
    rejectRemark: text('reject_remark').notNull().default(''),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('items_business').on(t.businessId, t.state, t.id),
    check('items_product_type', sql`${t.productType} in (1, 2, 3)`),
    check('items_stock', sql`${t.issued} >= 0 and ${t.issued} <= greatest(${t.totalStock}, 0)`),
    check('items_money', sql`${t.parValue} >= 0 and ${t.sellValue} >= 0`),
  ],
);

/** Audit records: an item submitted, a change to a live item, an association; at most one pending per target. */
export const audits = pgTable(
  'audits',
  {
    id: serial('id').primaryKey(),
    /** null only for the platform's own types (PLATFORM_AUDIT_TYPES: a leader application, a report, a certification) */
    businessId: integer('business_id').references(() => businesses.id),
    type: text('type', { enum: AUDIT_TYPES }).notNull(),
    targetId: integer('target_id').notNull(),
    /** what the queue shows as the target's name, written at submission by the types that have no name column to join */
    title: text('title').notNull().default(''),
    status: integer('status').notNull().default(1),
    /** the fields a change to a live item sets; empty for a first submission */
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
    submittedBy: integer('submitted_by')
      .notNull()
      .references(() => users.id),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('audits_one_pending')
      .on(t.type, t.targetId)
      .where(sql`${t.status} = 1`),
    index('audits_status').on(t.status, t.id),
    check('audits_status_values', sql`${t.status} in (1, 2, 3)`),
    check(
      'audits_business',
      sql`(${t.type} in ('ride_leader', 'report', 'car_owner', 'real_name', 'merchant')) = (${t.businessId} is null)`,
    ),
  ],
);

/** Notices to a user (an order paid, an item audited, a holding written off), unread until read_at is set. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** the app path the notice opens, '' for none */
    link: text('link').notNull().default(''),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_user').on(t.userId, t.id),
    index('messages_unread')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** Items held by people: the one record of "this person has this item" whatever handed it out. */
export const holdings = pgTable(
  'holdings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** publisher | distribute | receive | order */
    source: text('source').notNull(),
    sourceRef: integer('source_ref'),
    /** the spm code of the link it came through (attribution to an agent or sharer) */
    spm: text('spm'),
    /** the named holder (passes, distributed items claimed by their recipient) */
    holderName: text('holder_name').notNull().default(''),
    holderPhoto: text('holder_photo').notNull().default(''),
    holderTags: jsonb('holder_tags').$type<string[]>().notNull().default([]),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** unguessable serial: a pass's registration link and printed code, a receipt's order_sn */
    sn: text('sn')
      .notNull()
      .default(sql`substr(md5(random()::text || clock_timestamp()::text), 1, 16)`),
    /** write-offs in all; equals its write_offs rows */
    used: integer('used').notNull().default(0),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** the family member (receiver profile) it was received for */
    recipientId: integer('recipient_id').references(() => recipients.id),
    holderIdNumber: text('holder_id_number').notNull().default(''),
    /** voided (a refund): no longer usable */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /** when used or voided_at last changed (a trigger, migration 0037): the offline snapshot's deltas read it */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('holdings_user').on(t.userId, t.id),
    index('holdings_item_user').on(t.itemId, t.userId),
    index('holdings_item_changed').on(t.itemId, t.changedAt),
    uniqueIndex('holdings_sn').on(t.sn),
    check('holdings_used', sql`${t.used} >= 0`),
  ],
);

/** Receiver profiles: the user's own (is_self) and family members an item can be received for. */
export const recipients = pgTable(
  'recipients',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    idNumber: text('id_number').notNull().default(''),
    isSelf: boolean('is_self').notNull().default(false),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('recipients_user').on(t.userId, t.id),
    uniqueIndex('recipients_one_self')
      .on(t.userId)
      .where(sql`${t.isSelf} and ${t.deletedAt} is null`),
  ],
);

/** Write-off points of an item (spec 3.3): used counts its write-offs and never passes write_off_num when set. */
export const checkpoints = pgTable(
  'checkpoints',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    name: text('name').notNull(),
    location: text('location').notNull(),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    radius: integer('radius').notNull().default(0),
    writeOffType: integer('write_off_type').notNull().default(1),
    /** the point's limit of write-offs; 0 = none */
    writeOffNum: integer('write_off_num').notNull().default(0),
    /** the point's own code (interactive mode) */
    param: text('param').notNull(),
    openingHours: text('opening_hours').notNull().default(''),
    used: integer('used').notNull().default(0),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('checkpoints_item').on(t.itemId),
    uniqueIndex('checkpoints_param').on(t.param),
    check('checkpoints_within', sql`${t.used} >= 0 and (${t.writeOffNum} = 0 or ${t.used} <= ${t.writeOffNum})`),
    check('checkpoints_type', sql`${t.writeOffType} in (1, 2)`),
  ],
);

export const checkpointCheckers = pgTable(
  'checkpoint_checkers',
  {
    checkpointId: integer('checkpoint_id')
      .notNull()
      .references(() => checkpoints.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('checkpoint_checkers_pair').on(t.checkpointId, t.userId),
    index('checkpoint_checkers_user').on(t.userId),
  ],
);

/**
 * One use of a held item. (holding, period, seq) is unique: period is 'all' for a total limit or the Asia/Shanghai
 * day for a daily one, and seq counts 1..limit within it — so no two write-offs can take the same use.
 * (actor, nonce) is unique: a retried scan finds its first answer.
 */
export const writeOffs = pgTable(
  'write_offs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    holdingId: bigint('holding_id', { mode: 'number' })
      .notNull()
      .references(() => holdings.id),
    checkpointId: integer('checkpoint_id')
      .notNull()
      .references(() => checkpoints.id),
    /** 1 a checker scanned the holder, 2 the holder scanned the point */
    mode: integer('mode').notNull(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    nonce: text('nonce').notNull(),
    period: text('period').notNull(),
    seq: integer('seq').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('write_offs_use').on(t.holdingId, t.period, t.seq),
    unique('write_offs_nonce').on(t.actorId, t.nonce),
    index('write_offs_point').on(t.checkpointId, t.id),
    index('write_offs_item').on(t.itemId, t.id),
    check('write_offs_seq', sql`${t.seq} >= 1`),
  ],
);

/**
 * A write-off a checker's device accepted offline that the server refused on sync (docs/verification.md,
 * "Offline"): never a write-off. One per (actor, nonce), so a retried sync answers the same conflict. `winner` is
 * the write-off that had taken the use (used / used_today); holding null when the code named none.
 */
export const writeOffConflicts = pgTable(
  'write_off_conflicts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    checkpointId: integer('checkpoint_id')
      .notNull()
      .references(() => checkpoints.id),
    holdingId: bigint('holding_id', { mode: 'number' }).references(() => holdings.id),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    nonce: text('nonce').notNull(),
    reason: text('reason').notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    winnerId: bigint('winner_id', { mode: 'number' }).references(() => writeOffs.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('write_off_conflicts_nonce').on(t.actorId, t.nonce),
    index('write_off_conflicts_point').on(t.checkpointId, t.id),
  ],
);

/**
 * The holder's day code: 10 digits naming a holding for one Asia/Shanghai day (until `expires_at`: the day's end,
 * or the item's validity end if sooner), typed at a gate that may be offline (its device lists the item's day
 * codes). One per holding a day; the digits of a day are unique, so live digits name one holding.
 */
export const holdingDayCodes = pgTable(
  'holding_day_codes',
  {
    holdingId: bigint('holding_id', { mode: 'number' })
      .notNull()
      .references(() => holdings.id),
    /** YYYY-MM-DD in Asia/Shanghai */
    day: text('day').notNull(),
    digits: text('digits').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    primaryKey({ columns: [t.holdingId, t.day] }),
    uniqueIndex('holding_day_codes_digits').on(t.day, t.digits),
    index('holding_day_codes_item').on(t.itemId, t.day, t.createdAt),
  ],
);

/** Survey answers: a type's questions answered, once per item received or, without one, once per user (0023). */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: integer('type').notNull(),
    holdingId: bigint('holding_id', { mode: 'number' }).references(() => holdings.id),
    value: jsonb('value').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('survey_answers_holding').on(t.holdingId, t.type),
    uniqueIndex('survey_answers_general')
      .on(t.userId, t.type)
      .where(sql`${t.holdingId} is null`),
  ],
);

/** A publisher's quota of an item: issued never exceeds quota (checked by one conditional update). */
export const publisherQuotas = pgTable(
  'publisher_quotas',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    quota: integer('quota').notNull(),
    issued: integer('issued').notNull().default(0),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('publisher_quotas_item_user').on(t.itemId, t.userId),
    check('publisher_quotas_within', sql`${t.issued} >= 0 and ${t.issued} <= ${t.quota}`),
    index('publisher_quotas_user').on(t.userId),
  ],
);

export const publishRecords = pgTable(
  'publish_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    quotaId: integer('quota_id')
      .notNull()
      .references(() => publisherQuotas.id),
    holdingId: bigint('holding_id', { mode: 'number' })
      .notNull()
      .references(() => holdings.id),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id),
    mobile: text('mobile').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('publish_records_quota').on(t.quotaId, t.id)],
);

/** Application forms of a business (the form engine: items now, events and rides later). */
export const forms = pgTable('forms', {
  id: serial('id').primaryKey(),
  businessId: integer('business_id')
    .notNull()
    .references(() => businesses.id),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  fields: jsonb('fields').$type<unknown[]>().notNull(),
  createdBy: integer('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sign-ups: a person's filled form for an item; one live (pending or passed) per person and item. */
export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    status: integer('status').notNull().default(1),
    remark: text('remark').notNull().default(''),
    holdingId: bigint('holding_id', { mode: 'number' }).references(() => holdings.id),
    /** the spm code of the link the person signed up through */
    spm: text('spm'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('submissions_one_live')
      .on(t.itemId, t.userId)
      .where(sql`${t.status} in (1, 2)`),
    index('submissions_business').on(t.businessId, t.status, t.id),
    check('submissions_status_values', sql`${t.status} in (1, 2, 3)`),
  ],
);

/** Agents: channel partners of an item, each with an spm code; holdings carrying it are theirs. */
export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    spm: text('spm')
      .notNull()
      .references(() => spmCodes.code),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [unique('agents_item_user').on(t.itemId, t.userId), index('agents_user').on(t.userId)],
);

/** A direct distribution by a business (/app/distribute, /app/daily); its holdings reference it. */
export const distributions = pgTable('distributions', {
  id: serial('id').primaryKey(),
  businessId: integer('business_id')
    .notNull()
    .references(() => businesses.id),
  itemId: integer('item_id')
    .notNull()
    .references(() => items.id),
  daily: boolean('daily').notNull().default(false),
  createdBy: integer('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

/** A ticket bundles coupons: its holders receive them too (changed only through a ticket_relation audit). */
export const ticketRelations = pgTable(
  'ticket_relations',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => items.id),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => items.id),
    createdAt: createdAt(),
  },
  (t) => [unique('ticket_relations_pair').on(t.ticketId, t.couponId)],
);

/** Union-marketing campaigns of the platform, each with its own application form. */
export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  cover: text('cover').notNull().default(''),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  fields: jsonb('fields').$type<unknown[]>().notNull(),
  createdBy: integer('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

/** A business's application to a campaign; one live (pending or passed) per campaign and business. */
export const campaignApplications = pgTable(
  'campaign_applications',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    status: integer('status').notNull().default(1),
    remark: text('remark').notNull().default(''),
    appliedBy: integer('applied_by')
      .notNull()
      .references(() => users.id),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    createdAt: createdAt(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('campaign_applications_one_live')
      .on(t.campaignId, t.businessId)
      .where(sql`${t.status} in (1, 2)`),
    index('campaign_applications_status').on(t.status, t.id),
  ],
);

/** Orders for items on sale: stock is reserved at creation and returns when an unpaid order is cancelled or expires. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderSn: text('order_sn').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    amount: integer('amount').notNull(),
    state: text('state', { enum: ['unpaid', 'paid', 'cancelled', 'refunding', 'refunded'] })
      .notNull()
      .default('unpaid'),
    recipientId: integer('recipient_id').references(() => recipients.id),
    spm: text('spm'),
    payMethod: text('pay_method').notNull().default(''),
    providerTxn: text('provider_txn'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_sn').on(t.orderSn),
    index('orders_user').on(t.userId, t.id),
    index('orders_unpaid')
      .on(t.expiresAt)
      .where(sql`${t.state} = 'unpaid'`),
    index('orders_item_user').on(t.itemId, t.userId),
    check(
      'orders_amount',
      sql`${t.quantity} > 0 and ${t.unitPrice} >= 0 and ${t.amount} = ${t.quantity} * ${t.unitPrice}`,
    ),
    check(
      'orders_refunded',
      sql`${t.refundedQuantity} between 0 and ${t.quantity} and ${t.refundedAmount} between 0 and ${t.amount}`,
    ),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
    to: text('to', { enum: ['original', 'balance'] }).notNull(),
    reason: text('reason').notNull(),
    state: text('state', { enum: ['refunding', 'refunded'] }).notNull(),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [index('refunds_order').on(t.orderId)],
);

/** Every payment notification received, whatever became of it (credited, duplicate, refused). */
export const paymentEvents = pgTable('payment_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  provider: text('provider').notNull(),
  orderSn: text('order_sn').notNull(),
  txn: text('txn').notNull().default(''),
  amount: integer('amount'),
  outcome: text('outcome').notNull(),
  detail: text('detail').notNull().default(''),
  createdAt: createdAt(),
});

/** Double-entry accounts: a user's balance, a business's income, and the platform's clearing accounts. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['user', 'business', 'platform'] }).notNull(),
    ownerId: integer('owner_id'),
    name: text('name').notNull().default('main'),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** clearing accounts (money entering or leaving the platform) may go below zero */
    allowNegative: boolean('allow_negative').notNull().default(false),
  },
  (t) => [
    unique('accounts_key').on(t.kind, t.ownerId, t.name).nullsNotDistinct(),
    check('accounts_nonnegative', sql`${t.allowNegative} or ${t.balance} >= 0`),
  ],
);

/** One movement of money: its two entries sum to zero. */
export const transfers = pgTable('transfers', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  reason: text('reason').notNull(),
  refType: text('ref_type').notNull(),
  refId: bigint('ref_id', { mode: 'number' }).notNull(),
  createdAt: createdAt(),
});

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => transfers.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account').on(t.accountId, t.id),
    check('ledger_entries_nonzero', sql`${t.amount} <> 0`),
  ],
);

/** Every bind, change and unbind of a user's payout account: who, from where, to what (masked), and the hold it set. */
export const payoutAccountChanges = pgTable(
  'payout_account_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['bind', 'change', 'unbind'] }).notNull(),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('payout_account_changes_user').on(t.userId, t.id)],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    state: text('state', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    account: text('account').notNull(),
    failReason: text('fail_reason').notNull().default(''),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** the client's idempotency key: a retried request gets the withdrawal it already made */
    requestId: text('request_id'),
  },
  (t) => [
    index('withdrawals_user').on(t.userId, t.id),
    uniqueIndex('withdrawals_request').on(t.userId, t.requestId),
    index('withdrawals_pending')
      .on(t.id)
      .where(sql`${t.state} = 'pending'`),
    check('withdrawals_amount', sql`${t.amount} > 0`),
  ],
);

/**
 * Events (funly, docs/funly.md): organised by a business, reviewed by the platform (audits type funly). `taken`
 * counts the places held by unpaid, pending and going applications (companions counted) and never passes capacity
 * (0 = unlimited). An approved event gets an entry item (items.event_id) and one check-in point; an application that
 * is going holds one of its invitations, verified by the write-off like any other.
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id),
    state: text('state', { enum: FUNLY_STATES }).notNull().default('draft'),
    title: text('title').notNull().default(''),
    cover: text('cover').notNull().default(''),
    kind: integer('kind'),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    signupStart: timestamp('signup_start', { withTimezone: true }),
    signupEnd: timestamp('signup_end', { withTimezone: true }),
    place: text('place').notNull().default(''),
    address: text('address').notNull().default(''),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    capacity: integer('capacity').notNull().default(0),
    taken: integer('taken').notNull().default(0),
    maxCompanions: integer('max_companions').notNull().default(0),
    needApproval: boolean('need_approval').notNull().default(false),
    waitlist: boolean('waitlist').notNull().default(false),
    formId: integer('form_id').references(() => forms.id),
    paymentOrder: integer('payment_order').notNull().default(1),
    ticketIds: jsonb('ticket_ids').$type<number[]>().notNull().default([]),
    couponIds: jsonb('coupon_ids').$type<number[]>().notNull().default([]),
    /** sanitised HTML */
    description: text('description').notNull().default(''),
    failReason: text('fail_reason').notNull().default(''),
    entryItemId: integer('entry_item_id').references(() => items.id),
    entryPointId: integer('entry_point_id').references(() => checkpoints.id),
    likeCount: integer('like_count').notNull().default(0),
    copiedFrom: integer('copied_from'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('events_business').on(t.businessId, t.state, t.id),
    index('events_public').on(t.state, t.startAt),
    check('events_kind', sql`${t.kind} is null or ${t.kind} between 1 and 5`),
    check('events_payment_order', sql`${t.paymentOrder} in (1, 2)`),
    check(
      'events_places',
      sql`${t.capacity} >= 0 and ${t.taken} >= 0 and (${t.capacity} = 0 or ${t.taken} <= ${t.capacity}) and ${t.maxCompanions} between 0 and 9`,
    ),
    check('events_likes', sql`${t.likeCount} >= 0`),
    check(
      'events_complete',
      sql`${t.state} = 'draft' or (${t.kind} is not null and ${t.startAt} is not null and ${t.endAt} is not null and ${t.endAt} > ${t.startAt} and ${t.title} <> '' and ${t.place} <> '')`,
    ),
  ],
);

/** Appointment slots of an event: `booked` counts the applications holding the slot and never passes capacity. */
export const eventSlots = pgTable(
  'event_slots',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    title: text('title').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('event_slots_event').on(t.eventId, t.startAt),
    check('event_slots_booked', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
  ],
);

/**
 * Applications to an event (status: 0 unpaid, 1 going, 2 pending, 3 waitlist, 4 declined, 5 cancelled, 6 checked in).
 * One live application (0, 1, 2, 3, 6) per person and event.
 */
export const eventApplications = pgTable(
  'event_applications',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: integer('status').notNull(),
    companions: integer('companions').notNull().default(0),
    values: jsonb('values').$type<Record<string, unknown>>().notNull().default({}),
    /** false while a pay-first application (payment order 1) has paid but not yet filled in the form */
    formDone: boolean('form_done').notNull().default(true),
    remark: text('remark').notNull().default(''),
    slotId: integer('slot_id').references(() => eventSlots.id),
    orderId: integer('order_id').references(() => orders.id),
    holdingId: bigint('holding_id', { mode: 'number' }).references(() => holdings.id),
    spm: text('spm'),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_applications_one_live')
      .on(t.eventId, t.userId)
      .where(sql`${t.status} in (0, 1, 2, 3, 6)`),
    index('event_applications_event').on(t.eventId, t.status, t.id),
    index('event_applications_user').on(t.userId, t.id),
    check('event_applications_status', sql`${t.status} between 0 and 6`),
    check('event_applications_companions', sql`${t.companions} between 0 and 9`),
  ],
);

/** Co-organisers of an event: manager (everything but revoking) or checkin (scans entry codes only). */
export const eventOperators = pgTable(
  'event_operators',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    role: text('role', { enum: FUNLY_OPERATOR_ROLES }).notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [unique('event_operators_pair').on(t.eventId, t.userId), index('event_operators_user').on(t.userId)],
);

/** One like per person and event; events.like_count equals its rows. */
export const eventLikes = pgTable(
  'event_likes',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [unique('event_likes_pair').on(t.eventId, t.userId), index('event_likes_event').on(t.eventId, t.createdAt)],
);

/**
 * Ride leaders (docs/ride.md): one application per person, reviewed by the platform auditor (audits type
 * ride_leader); an approved leader may create rides.
 */
export const rideLeaders = pgTable(
  'ride_leaders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    state: text('state', { enum: RIDE_LEADER_STATES }).notNull().default('pending'),
    licenceClass: text('licence_class', { enum: RIDE_LICENCE_CLASSES }).notNull(),
    ridingYears: integer('riding_years').notNull(),
    bike: text('bike').notNull(),
    experience: text('experience').notNull(),
    licenceImage: text('licence_image').notNull(),
    rejectReason: text('reject_reason').notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('ride_leaders_user').on(t.userId)],
);

/**
 * Group rides, organised by an approved leader (no business). `taken` counts the places of pending and approved
 * applications (passengers counted) and never passes capacity (0 = unlimited).
 */
export const rides = pgTable(
  'rides',
  {
    id: serial('id').primaryKey(),
    leaderId: integer('leader_id')
      .notNull()
      .references(() => users.id),
    state: text('state', { enum: RIDE_STATES }).notNull().default('draft'),
    title: text('title').notNull().default(''),
    cover: text('cover').notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    signupEnd: timestamp('signup_end', { withTimezone: true }),
    meetingPlace: text('meeting_place').notNull().default(''),
    meetingAddress: text('meeting_address').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    routeStart: text('route_start').notNull().default(''),
    routeEnd: text('route_end').notNull().default(''),
    /** tenths of a km */
    distance: integer('distance').notNull().default(0),
    pace: integer('pace').notNull().default(1),
    difficulty: integer('difficulty').notNull().default(1),
    minDisplacement: integer('min_displacement').notNull().default(0),
    bikeTypes: jsonb('bike_types').$type<RideBikeType[]>().notNull().default([]),
    capacity: integer('capacity').notNull().default(0),
    taken: integer('taken').notNull().default(0),
    fee: integer('fee').notNull().default(0),
    feeNote: text('fee_note').notNull().default(''),
    riskNotice: text('risk_notice').notNull().default(''),
    description: text('description').notNull().default(''),
    likeCount: integer('like_count').notNull().default(0),
    /** when the positions of its clock-ins were deleted (docs/ride.md, privacy) */
    positionsPurgedAt: timestamp('positions_purged_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rides_leader').on(t.leaderId, t.id),
    index('rides_public').on(t.state, t.startAt),
    check(
      'rides_places',
      sql`${t.capacity} >= 0 and ${t.taken} >= 0 and (${t.capacity} = 0 or ${t.taken} <= ${t.capacity})`,
    ),
    check('rides_likes', sql`${t.likeCount} >= 0`),
    check('rides_levels', sql`${t.pace} between 1 and 3 and ${t.difficulty} between 1 and 3 and ${t.fee} >= 0`),
    check(
      'rides_complete',
      sql`${t.state} = 'draft' or (${t.startAt} is not null and ${t.endAt} is not null and ${t.endAt} > ${t.startAt} and ${t.title} <> '' and ${t.riskNotice} <> '')`,
    ),
  ],
);

/** Checkpoints of a ride: a position, a radius in metres and a time window. */
export const rideCheckpoints = pgTable(
  'ride_checkpoints',
  {
    id: serial('id').primaryKey(),
    rideId: integer('ride_id')
      .notNull()
      .references(() => rides.id),
    seq: integer('seq').notNull(),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    radius: integer('radius').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('ride_checkpoints_ride').on(t.rideId, t.seq),
    check('ride_checkpoints_window', sql`${t.closesAt} > ${t.opensAt} and ${t.radius} between 50 and 5000`),
  ],
);

/** Applications to a ride (status 1 approved, 2 pending, 4 declined, 5 cancelled); one live (1, 2) per person. */
export const rideApplications = pgTable(
  'ride_applications',
  {
    id: serial('id').primaryKey(),
    rideId: integer('ride_id')
      .notNull()
      .references(() => rides.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: integer('status').notNull(),
    passengers: integer('passengers').notNull().default(0),
    bikeBrand: text('bike_brand').notNull(),
    bikeModel: text('bike_model').notNull(),
    displacement: integer('displacement').notNull(),
    plate: text('plate').notNull(),
    licenceClass: text('licence_class', { enum: RIDE_LICENCE_CLASSES }).notNull(),
    emergencyName: text('emergency_name').notNull(),
    emergencyMobile: text('emergency_mobile').notNull(),
    riskAcceptedAt: timestamp('risk_accepted_at', { withTimezone: true }).notNull(),
    remark: text('remark').notNull().default(''),
    role: text('role', { enum: RIDE_ROLES }),
    /** the rider turned on sending the position at clock-in for this ride */
    locationOn: boolean('location_on').notNull().default(false),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ride_applications_one_live')
      .on(t.rideId, t.userId)
      .where(sql`${t.status} in (1, 2)`),
    index('ride_applications_ride').on(t.rideId, t.status, t.id),
    index('ride_applications_user').on(t.userId, t.id),
    check('ride_applications_status', sql`${t.status} in (1, 2, 4, 5)`),
    check('ride_applications_passengers', sql`${t.passengers} between 0 and 1`),
    check('ride_applications_role', sql`${t.role} is null or ${t.status} = 1`),
  ],
);

/**
 * Clock-ins (status 1 accepted, 2 waiting for review, 3 refused); one per rider and checkpoint. The position is
 * kept for the leader's review and deleted (set null) a configured number of days after the ride.
 */
export const rideClockins = pgTable(
  'ride_clockins',
  {
    id: serial('id').primaryKey(),
    rideId: integer('ride_id')
      .notNull()
      .references(() => rides.id),
    checkpointId: integer('checkpoint_id')
      .notNull()
      .references(() => rideCheckpoints.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: integer('status').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    distanceM: integer('distance_m').notNull(),
    reason: text('reason').notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ride_clockins_once').on(t.checkpointId, t.userId),
    index('ride_clockins_ride').on(t.rideId, t.id),
    check('ride_clockins_status', sql`${t.status} in (1, 2, 3)`),
  ],
);

/** One like per person and ride; rides.like_count equals its rows. */
export const rideLikes = pgTable(
  'ride_likes',
  {
    rideId: integer('ride_id')
      .notNull()
      .references(() => rides.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [unique('ride_likes_pair').on(t.rideId, t.userId)],
);

// ---------------------------------------------------------------- community (docs/community.md)

/** Posts: plain text, images or one video, an optional link; a repost points at its original (relay_of). */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    video: text('video').notNull().default(''),
    videoCover: text('video_cover').notNull().default(''),
    /** the tag names as written, in order (post_tags holds the same for the tag feeds) */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    linkType: text('link_type', { enum: POST_LINK_TYPES }),
    linkId: integer('link_id'),
    relayOf: integer('relay_of'),
    state: text('state', { enum: CONTENT_STATES }).notNull().default('visible'),
    /** the auditor's reason when taken down */
    stateReason: text('state_reason').notNull().default(''),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    relayCount: integer('relay_count').notNull().default(0),
    favoriteCount: integer('favorite_count').notNull().default(0),
    /** sha-256 of the author's normalised content: no identical post twice within 5 minutes */
    contentHash: text('content_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('posts_feed').on(t.state, t.id),
    index('posts_user').on(t.userId, t.id),
    index('posts_hash').on(t.userId, t.contentHash, t.createdAt),
    check('posts_link', sql`(${t.linkType} is null) = (${t.linkId} is null)`),
    check('posts_counts', sql`${t.likeCount} >= 0 and ${t.commentCount} >= 0 and ${t.relayCount} >= 0 and ${t.favoriteCount} >= 0`),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** visible posts carrying it */
    postCount: integer('post_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tags_name').on(t.name), index('tags_hot').on(t.postCount)],
);

export const postTags = pgTable(
  'post_tags',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id),
  },
  (t) => [unique('post_tags_pair').on(t.postId, t.tagId), index('post_tags_feed').on(t.tagId, t.postId)],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [unique('post_likes_pair').on(t.postId, t.userId)],
);

export const postFavorites = pgTable(
  'post_favorites',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [unique('post_favorites_pair').on(t.postId, t.userId), index('post_favorites_user').on(t.userId, t.id)],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    replyTo: integer('reply_to'),
    state: text('state', { enum: CONTENT_STATES }).notNull().default('visible'),
    stateReason: text('state_reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('post_comments_post').on(t.postId, t.id)],
);

/** Follows: follower → followee, once; counters on users change in the same transaction. */
export const follows = pgTable(
  'follows',
  {
    id: serial('id').primaryKey(),
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('follows_pair').on(t.followerId, t.followeeId),
    index('follows_followee').on(t.followeeId, t.id),
    index('follows_follower').on(t.followerId, t.id),
    check('follows_not_self', sql`${t.followerId} <> ${t.followeeId}`),
  ],
);

/** Blocks: blocker → blocked; hides both ways. */
export const blocks = pgTable(
  'blocks',
  {
    id: serial('id').primaryKey(),
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('blocks_pair').on(t.blockerId, t.blockedId),
    index('blocks_blocked').on(t.blockedId),
    check('blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

export const albumItems = pgTable(
  'album_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    url: text('url').notNull(),
    cover: text('cover').notNull(),
    state: text('state', { enum: CONTENT_STATES }).notNull().default('visible'),
    createdAt: createdAt(),
  },
  (t) => [index('album_items_user').on(t.userId, t.id)],
);

/** One case per reported thing while open; the audit of type report points at it (audits.target_id). */
export const reportCases = pgTable(
  'report_cases',
  {
    id: serial('id').primaryKey(),
    module: text('module', { enum: REPORT_MODULES }).notNull(),
    targetId: integer('target_id').notNull(),
    /** the content's author (the person, for module user) */
    authorId: integer('author_id').references(() => users.id),
    /** distinct reporters of this case */
    reporterCount: integer('reporter_count').notNull().default(0),
    /** open, kept (pass) or removed (reject) */
    state: text('state', { enum: ['open', 'kept', 'removed'] }).notNull().default('open'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('report_cases_one_open')
      .on(t.module, t.targetId)
      .where(sql`${t.state} = 'open'`),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => reportCases.id),
    module: text('module', { enum: REPORT_MODULES }).notNull(),
    targetId: integer('target_id').notNull(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    detail: text('detail').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [unique('reports_once').on(t.module, t.targetId, t.reporterId), index('reports_case').on(t.caseId)],
);

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: FEEDBACK_KINDS }).notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    contact: text('contact').notNull().default(''),
    reply: text('reply').notNull().default(''),
    repliedBy: integer('replied_by').references(() => users.id),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('feedbacks_user').on(t.userId, t.id), index('feedbacks_open').on(t.repliedAt, t.id)],
);

// issue 19: the vehicle catalogue, the showroom, car-owner, real-name and business-registration tables, one file each
export * from './schema-catalog.js';
export * from './schema-showroom.js';
export * from './schema-carowner.js';
export * from './schema-realname.js';
export * from './schema-merchant.js';
// ── issue 21 exhibition: schema re-exports below this line ──
export * from './schema-exhibition.js';
// ── issue 21 lottery: schema re-exports below this line ──
export * from './schema-lottery.js';
// ── issue 21 blindbox: schema re-exports below this line ──
export * from './schema-blindbox.js';
// ── issue 21 utility (protocol, richtext, epidemic, demo): schema re-exports below this line ──
export * from './schema-utility.js';
