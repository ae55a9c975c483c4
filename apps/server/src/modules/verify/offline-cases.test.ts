import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkpointCheckerAdd, checkpointSave, OFFLINE_CASES, writeOff, type OfflineCase } from '@kc/shared';
import { testApp, type TestApp } from '../../test/test-app.js';
import { approvedItem, demoTokens, nowSeconds, rows } from '../../test/fixtures.js';
import { shanghaiDay } from '../../lib/time.js';

/**
 * The case table (packages/shared/src/verify/offline-cases.ts) against the server: each case built in the database
 * and written off online through `verify/writeoff` at its time — the outcome must be the table's, as the device's
 * `decideOffline` gives it (offline-rules.test.ts).
 */
describe('the write-off case table, online: the same outcomes as the device decides', () => {
  let t: TestApp;
  let tok: Awaited<ReturnType<typeof demoTokens>>;
  let itemId: number;
  let otherItemId: number;
  let pointId: number;
  let checkerUid: number;
  let visitorUid: number;
  /** the midnight in Asia/Shanghai after tomorrow's: every case's times are after the fixtures' */
  const t0 = (() => {
    const day = shanghaiDay(new Date((nowSeconds() + 2 * 86400) * 1000));
    return Date.parse(`${day}T00:00:00+08:00`) / 1000;
  })();
  const at = (s: number | null | undefined) => (s === undefined || s === null ? null : new Date((t0 + s) * 1000));

  beforeAll(async () => {
    t = await testApp();
    tok = await demoTokens(t);
    itemId = await approvedItem(t, tok);
    otherItemId = await approvedItem(t, tok, { name: '另一张票' });
    const owner = { token: tok.owner, payload: { b_id: 1 } };
    const p = await t.call(
      checkpointSave,
      { item_id: itemId, point_name: '东门', point_location: '博览中心东门', write_off_type: 1 },
      owner,
    );
    pointId = p.data.id;
    await t.call(checkpointCheckerAdd, { id: pointId, mobile: '13800000003' }, owner);
    const [who] = await rows<{ checker: number; visitor: number }>(
      t,
      sql`select (select id from users where mobile = '13800000003') as checker,
                 (select id from users where mobile = '13800000001') as visitor`,
    );
    checkerUid = who!.checker;
    visitorUid = who!.visitor;
  });
  afterAll(() => t.close());

  /** The case's world: the item's rules, the point's limit and count, a new holding with its earlier uses. */
  async function build(c: OfflineCase) {
    await t.database.db.execute(
      sql`update items set limit_type = ${c.item.limit_type}, limit_num = ${c.item.limit_num},
            validity_start = ${at(c.item.validity_start)?.toISOString() ?? null}::timestamptz,
            validity_end = ${at(c.item.validity_end)?.toISOString() ?? null}::timestamptz,
            state = ${c.item.live === false ? 'disabled' : 'approved'}
          where id = ${itemId}`,
    );
    await t.database.db.execute(
      sql`update checkpoints set write_off_num = ${c.point.write_off_num}, used = ${c.point.used} where id = ${pointId}`,
    );
    const holdingItem = c.holding.other_item ? otherItemId : itemId;
    const [h] = await rows<{ id: number }>(
      t,
      sql`insert into holdings (item_id, business_id, user_id, source, voided_at)
          values (${holdingItem}, 1, ${visitorUid}, 'publisher', ${c.holding.voided ? new Date(t0 * 1000).toISOString() : null}::timestamptz)
          returning id`,
    );
    const uses = (c.holding.uses ?? []).map((s) => new Date((t0 + s) * 1000)).sort((a, b) => +a - +b);
    const seqs = new Map<string, number>();
    for (const use of uses) {
      const period = c.item.limit_type === 2 ? shanghaiDay(use) : 'all';
      const seq = (seqs.get(period) ?? 0) + 1;
      seqs.set(period, seq);
      await t.database.db.execute(
        sql`insert into write_offs (business_id, item_id, holding_id, checkpoint_id, mode, actor_id, nonce, period, seq, created_at)
            values (1, ${holdingItem}, ${h!.id}, ${pointId}, 1, ${checkerUid}, ${randomUUID()}, ${period}, ${seq}, ${use.toISOString()}::timestamptz)`,
      );
    }
    if (uses.length)
      await t.database.db.execute(
        sql`update holdings set used = ${uses.length}, last_used_at = ${uses.at(-1)!.toISOString()}::timestamptz where id = ${h!.id}`,
      );
    return { holdingId: Number(h!.id), holdingItem };
  }

  it.each(OFFLINE_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const { holdingId, holdingItem } = await build(c);
    const scanAt = t0 + c.at;
    t.services.clock.now = () => new Date(scanAt * 1000);
    try {
      const code = t.services.codes.sign(holdingId, holdingItem, scanAt + 60);
      const r = await t.call(writeOff, { code, point_id: pointId, nonce: randomUUID() }, { token: tok.checker });
      expect(r.code).toBe(0);
      if (c.expected.ok) {
        expect(r.data).toMatchObject({ ok: true, reason: null });
        const [w] = await rows<{ seq: number }>(t, sql`select seq from write_offs where id = ${r.data.record!.id}`);
        expect(w!.seq).toBe(c.expected.seq);
      } else {
        expect(r.data).toMatchObject({ ok: false, reason: c.expected.reason });
      }
    } finally {
      t.services.clock.now = () => new Date();
    }
  });
});
