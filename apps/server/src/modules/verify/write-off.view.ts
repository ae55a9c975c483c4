import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { maskName, maskPhone, type WriteOffRecord } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import { checkpoints, holdings, items, recipients, users, writeOffs } from '../../db/schema.js';

const actor = alias(users, 'actor');
const owner = alias(users, 'owner');

/** Write-off records matching `where`, newest first, with point, checker and (masked) holder. */
export const writeOffRecords = (db: Db | Tx, where: SQL | undefined, limit: number, offset = 0) =>
  db
    .select({
      w: writeOffs,
      itemName: items.name,
      pointName: checkpoints.name,
      pointLocation: checkpoints.location,
      actorName: actor.nickname,
      holderName: sql<string>`coalesce(nullif(${holdings.holderName}, ''), ${recipients.name}, ${owner.nickname})`,
      holderMobile: sql<string>`coalesce(${recipients.mobile}, ${owner.mobile})`,
    })
    .from(writeOffs)
    .innerJoin(items, eq(items.id, writeOffs.itemId))
    .innerJoin(checkpoints, eq(checkpoints.id, writeOffs.checkpointId))
    .innerJoin(holdings, eq(holdings.id, writeOffs.holdingId))
    .innerJoin(actor, eq(actor.id, writeOffs.actorId))
    .innerJoin(owner, eq(owner.id, holdings.userId))
    .leftJoin(recipients, eq(recipients.id, holdings.recipientId))
    .where(where)
    .orderBy(desc(writeOffs.id))
    .limit(limit)
    .offset(offset)
    .then((rows) =>
      rows.map((r): WriteOffRecord => ({
        id: r.w.id,
        holding_id: r.w.holdingId,
        item_id: r.w.itemId,
        item_name: r.itemName,
        point_id: r.w.checkpointId,
        point_name: r.pointName,
        point_location: r.pointLocation,
        mode: r.w.mode,
        checker_name: r.w.mode === 2 ? '自助核销' : maskName(r.actorName),
        holder_name: maskName(r.holderName),
        holder_mobile: maskPhone(r.holderMobile),
        create_time: Math.floor(r.w.createdAt.getTime() / 1000),
      })),
    );
