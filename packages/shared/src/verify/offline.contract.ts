import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { MANAGER_ROLES } from '../app/enums.js';
import { idField } from '../common/fields.js';
import { listOf, pagingQuery } from '../common/paging.js';
import { NONCE_PATTERN } from './nonce.js';
import { REFUSALS, type Refusal, writeOffResultSchema } from './verify.contract.js';

/**
 * Offline write-off (docs/verification.md, "Offline"): what a checker's device keeps to decide on its own, and how
 * what it decided reaches the server. The decision's rules are `decideOffline` (offline-rules.ts), run against the
 * same case table as the SQL function `write_off`.
 */

const refusalKeys = Object.keys(REFUSALS) as [Refusal, ...Refusal[]];

/** A public key that signs holder codes (`K2.<kid>.…`): raw 32-byte Ed25519 key, base64url. */
export const codeKeySchema = lazySchema(() => z.object({ kid: z.string(), public_key: z.string() }));

/** The rules of the point's item an offline decision needs (times in seconds). */
export const offlineItemSchema = lazySchema(() =>
  z.object({
    item_id: z.number().int(),
    name: z.string(),
    /** approved, not taken down and not deleted */
    live: z.boolean(),
    validity_start: z.number().int().nullable(),
    validity_end: z.number().int().nullable(),
    /** 1: limit_num uses in all; 2: limit_num uses a day (Asia/Shanghai) */
    limit_type: z.number().int(),
    limit_num: z.number().int(),
  }),
);

/** The point: its per-point limit (0 = none) and the uses it had when the snapshot was taken. */
export const offlinePointSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    item_id: z.number().int(),
    point_name: z.string(),
    write_off_num: z.number().int(),
    used: z.number().int(),
  }),
);

/**
 * One holding of the item that has been used or voided (holdings never used and not voided are not listed: the
 * device treats an unlisted holding as fresh). `period_uses` are the uses of `period` (`all`, or today's date in
 * Asia/Shanghai for a daily limit).
 */
export const offlineHoldingSchema = lazySchema(() =>
  z.object({
    holding_id: z.number().int(),
    voided: z.boolean(),
    period: z.string(),
    period_uses: z.number().int(),
    last_used_at: z.number().int().nullable(),
  }),
);
export type OfflineHolding = z.infer<typeof offlineHoldingSchema>;

/** The holder's day code (`offline_short_code` of holding/code), typed offline: digits → holding until expires_at. */
export const offlineShortCodeSchema = lazySchema(() =>
  z.object({
    digits: z.string(),
    holding_id: z.number().int(),
    expires_at: z.number().int(),
  }),
);

export const offlineSnapshot = defineCall({
  path: '/api/cticket/1.1.0/verify/offline/snapshot',
  method: 'POST',
  auth: 'required',
  access: { owner: true, refusal: 'outcome' },
  summary:
    'What a checker’s device keeps to write off at a point without the network: signing keys, the item’s rules, used or voided holdings and day codes; with `since` (a previous answer’s cursor) only what changed since',
  query: () =>
    z.strictObject({
      point_id: idField(),
      /** the cursor of a previous answer: only holdings and day codes changed since (full: omitted) */
      since: z.number().int().min(0).optional(),
    }),
  data: () =>
    z.object({
      /** false: the caller is not (or no longer) one of the point's checkers, or the point is gone; nothing else is sent */
      ok: z.boolean(),
      full: z.boolean(),
      /** send as `since` next time */
      cursor: z.number().int(),
      /** the server's clock (s): the device corrects its own by it */
      server_time: z.number().int(),
      keys: z.array(codeKeySchema),
      point: offlinePointSchema.nullable(),
      item: offlineItemSchema.nullable(),
      holdings: z.array(offlineHoldingSchema),
      short_codes: z.array(offlineShortCodeSchema),
    }),
});

/** The outcome of one queued write-off on the server. */
export const offlineConflictSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    point_id: z.number().int(),
    point_name: z.string(),
    holding_id: z.number().int(),
    item_name: z.string(),
    /** masked */
    holder_name: z.string(),
    reason: z.enum(refusalKeys),
    message: z.string(),
    /** the offline write-off the server refused: when (the scan's time) and by whom (masked) */
    scanned_at: z.number().int(),
    checker_name: z.string(),
    /** the write-off that had taken the use: its time, point and checker (null: the refusal is not about a use) */
    winner_time: z.number().int().nullable(),
    winner_point_name: z.string().nullable(),
    winner_checker_name: z.string().nullable(),
    /** when the queued write-off reached the server */
    create_time: z.number().int(),
  }),
);
export type OfflineConflict = z.infer<typeof offlineConflictSchema>;

export const OFFLINE_SYNC_MAX = 50;

export const offlineSync = defineCall({
  path: '/api/cticket/1.1.0/verify/offline/sync',
  method: 'POST',
  auth: 'required',
  access: { owner: true, refusal: 'outcome' },
  summary:
    'Uploads write-offs a checker’s device accepted offline, in order; each is applied by the one write-off at its scan time (same nonce: the first answer again); one the server refuses becomes a conflict record, never a write-off',
  query: () =>
    z.strictObject({
      point_id: idField(),
      entries: z
        .array(
          z.strictObject({
            code: z.string().trim().min(1, '请扫描或输入核销码').max(200, '核销码无效'),
            nonce: z.string({ error: '缺少请求编号' }).regex(NONCE_PATTERN, '请求编号格式错误'),
            /** when the device accepted it (s); not in the future, not older than 48 h */
            scanned_at: z.number().int().min(0),
          }),
        )
        .min(1, '没有待同步的核销')
        .max(OFFLINE_SYNC_MAX, `一次最多同步${OFFLINE_SYNC_MAX}条`),
    }),
  data: () =>
    z.object({
      /** false: the caller is not (or no longer) one of the point's checkers, or the point is gone; nothing applied */
      ok: z.boolean(),
      results: z.array(
        z.object({
          nonce: z.string(),
          /** ok: written off (replay: again); conflict: refused, recorded as `conflict` */
          status: z.enum(['ok', 'conflict']),
          result: writeOffResultSchema,
          conflict: offlineConflictSchema.nullable(),
        }),
      ),
    }),
});

export const offlineConflicts = defineCall({
  path: '/api/cticket/1.1.0/verify/offline/conflicts',
  method: 'POST',
  auth: 'required',
  access: { business: MANAGER_ROLES, owner: true },
  summary: 'The conflicts of a point (offline write-offs the server refused), newest first: its checkers and managers',
  query: () => z.strictObject({ id: idField(), ...pagingQuery }),
  data: () => listOf(offlineConflictSchema),
});
