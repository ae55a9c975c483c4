import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { idField, INT32_MAX } from '../common/fields.js';
import { listOf, pagingQuery } from '../common/paging.js';
import { holdingCardSchema, writeOffRecordSchema } from './holding.schemas.js';

/** The calls of the holder's side (server module `holding`): their items, codes, live watch, records, stores. */

export const holdingList = defineCall({
  path: '/api/cticket/1.1.0/holding/list',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'The caller’s items: usable ones (scope valid) or used and expired ones (scope old), by product type, passes or not, searched by name',
  query: () =>
    z.strictObject({
      product_type: z.number().int().min(1).max(3).optional(),
      is_cert: z.boolean().optional(),
      scope: z.enum(['valid', 'old']).default('valid'),
      keyword: z.string().trim().max(40, '搜索内容最多40个字').default(''),
      ...pagingQuery,
    }),
  data: () => listOf(holdingCardSchema),
});

export const holdingInfo = defineCall({
  path: '/api/cticket/1.1.0/holding/info',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'One of the caller’s items',
  query: () => z.strictObject({ holding_id: idField() }),
  data: () => holdingCardSchema,
});

export const holdingCode = defineCall({
  path: '/api/cticket/1.1.0/holding/code',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary:
    'A signed, short-lived code of one of the caller’s items for the QR screen (refresh before refresh_in) with its 10-digit short code for typing, and the day’s offline code and digits shown when it cannot refresh; print: a registered pass’s code valid until the pass expires (no short code)',
  query: () => z.strictObject({ holding_id: idField(), print: z.boolean().default(false) }),
  data: () =>
    z.object({
      code: z.string(),
      /** 10 digits naming the same holding for as long as `code` (typed or read aloud to a checker); null for print */
      short_code: z.string().nullable(),
      expires_at: z.number().int(),
      refresh_in: z.number().int(),
      /**
       * The holder's day code, shown when the screen cannot refresh (offline): a signed code valid until the end of
       * the holder's day in Asia/Shanghai (or the item's validity end if sooner), checkable by an offline scanner;
       * null for print
       */
      offline_code: z.string().nullable(),
      /** 10 digits naming the holding all day (the same all day; an offline scanner knows them); null for print */
      offline_short_code: z.string().nullable(),
      card: holdingCardSchema,
    }),
});

export const holdingWatch = defineCall({
  path: '/api/cticket/1.1.0/holding/watch',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary:
    'Waits (up to 25 s) until one of the caller’s items is written off beyond `used`; answers at once when it already is',
  query: () => z.strictObject({ holding_id: idField(), used: z.number().int().min(0).max(INT32_MAX) }),
  data: () => z.object({ changed: z.boolean(), card: holdingCardSchema, last: writeOffRecordSchema.nullable() }),
});

export const holdingWriteOffs = defineCall({
  path: '/api/cticket/1.1.0/holding/writeoffs',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Every write-off of the caller’s items: some holdings, or all the caller holds of one item; newest first',
  query: () =>
    z.strictObject({
      holding_ids: z.array(idField()).max(50).default([]),
      item_id: idField().optional(),
      ...pagingQuery,
    }),
  data: () => listOf(writeOffRecordSchema),
});

export const offlineStoreSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    point_name: z.string(),
    point_location: z.string(),
    point_longitude: z.number().nullable(),
    point_latitude: z.number().nullable(),
    opening_hours: z.string(),
    /** km from the given position; null when unknown */
    distance: z.number().nullable(),
  }),
);

export const offlineStores = defineCall({
  path: '/api/cticket/1.1.0/holding/stores',
  method: 'POST',
  auth: 'required',
  access: 'owner',
  summary: 'Where one of the caller’s items can be used (its write-off points), nearest first when a position is given',
  query: () =>
    z.strictObject({
      holding_id: idField(),
      latitude: z.number().min(-90).max(90).optional(),
      longitude: z.number().min(-180).max(180).optional(),
    }),
  data: () => z.object({ list: z.array(offlineStoreSchema) }),
});
