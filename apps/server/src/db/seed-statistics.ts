import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from './client.js';
import { transfer } from '../modules/wallet/ledger.js';

/** The demo channels (publishers with a quota on 免费观展票) and promoters (agents and sharers), with passwords. */
export const STATS_DEMO_ACCOUNTS = [
  { mobile: '13800000011', name: '渠道·重庆旅行社', role: 'channel' },
  { mobile: '13800000012', name: '渠道·4S店联盟', role: 'channel' },
  { mobile: '13800000013', name: '推广员·阿杰', role: 'agent' },
  { mobile: '13800000014', name: '推广员·小雨', role: 'agent' },
  { mobile: '13800000015', name: '车友·老陈', role: 'sharer' },
  { mobile: '13800000016', name: '车友·阿美', role: 'sharer' },
  { mobile: '13800000017', name: '车友·大刘', role: 'sharer' },
] as const;

/** Visitors who hold the history's tickets: 15900000001… (SMS login), named as holding.service names newcomers. */
const POOL = 800;
const poolMobile = (i: number) => `159${String(i + 1).padStart(8, '0')}`;

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
const CST = 8 * HOUR;
/** Asia/Shanghai midnight of the day of t */
const cstMidnight = (t: number) => Math.floor((t + CST) / DAY) * DAY - CST;
/** the Asia/Shanghai day of t, YYYY-MM-DD (a daily ticket's write-off period) */
const cstDay = (t: number) => new Date(t + CST).toISOString().slice(0, 10);

/** When tickets are handed out (people buy and receive them online) and when people come (opening hours 9–18). */
const ISSUE_HOURS = [1, 0.5, 0.3, 0.2, 0.2, 0.3, 0.8, 2, 4, 6, 7, 7, 6, 5, 5, 5, 5, 5, 6, 7, 7, 6, 4, 2];
const VISIT_HOURS = [0, 0, 0, 0, 0, 0, 0, 0, 0, 6, 9, 8, 5, 6, 8, 7, 5, 3, 0, 0, 0, 0, 0, 0];

/** mulberry32: the history is the same on every start (only its dates follow the clock). */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type HoldingRow = {
  id: number;
  item_id: number;
  user_id: number;
  source: 'order' | 'receive' | 'publisher' | 'distribute' | 'form';
  source_ref: number | null;
  spm: string | null;
  holder_name: string;
  claimed_at: string | null;
  created_at: string;
};
type WriteOffRow = {
  item_id: number;
  holding_id: number;
  checkpoint_id: number;
  nonce: string;
  period: string;
  created_at: string;
};

const iso = (t: number) => new Date(t).toISOString();

/**
 * Fourteen days of history for the efficiency statistics (docs/statistics.md) of the demo business's exhibition
 * 2026 山城国际车展: about 2,100 holdings by every way — paid orders of 普通票 (WeChat Pay and the sandbox, one in 20
 * refunded), 免费观展票, 三日通票 and 展馆咖啡券 received, 免费观展票 through the two channels, 嘉宾邀请函 distributed
 * (some not claimed yet), sign-ups with the demo meet's form that each bring a coupon 见面会纪念品券 — five promoters'
 * links, and about 1,600 write-offs at the points on a daily shape with weekend peaks, today's included and a few in
 * the last 15 minutes, so the gate screen (/guard/index) shows live figures whatever the hour. Deterministic (a seeded
 * generator): only the dates follow the clock.
 *
 * Each table is written in one statement, its rows as the calls leave them (an order paid or refunded with its refund
 * row and voided tickets, a holding's `used` beside its write-off rows), and the statistics triggers of migration 0032
 * count them as they go in (stats_rebuild gives the same counters). Every stored count (items' issued, points' and
 * holdings' used, quotas' issued, the business's balance) equals the rows it counts. About a second on PGlite.
 */
export async function seedStatistics(
  tx: Tx,
  demo: { businessId: number; ownerId: number; checkerId: number },
  now = Date.now(),
): Promise<void> {
  const rand = prng(20_260_520);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const rows = async <T>(q: SQL) => ((await tx.execute(q)) as unknown as { rows: T[] }).rows;
  const json = (v: unknown) => sql`${JSON.stringify(v)}::json`;
  const biz = demo.businessId;

  // ── the exhibition: its items and points (db/seed.ts seedShowcase), opened two weeks ago ──
  const [project] = await rows<{ id: number }>(
    sql`select id from projects where business_id = ${biz} and name = '2026 山城国际车展'`,
  );
  if (!project) return;
  const first = cstMidnight(now) - 13 * DAY;
  const opened = first - DAY;
  // the coupon that comes with signing up for the demo meet (the meet's form, db/seed.ts seedEvents): a sign-up item
  const [form] = await rows<{ id: number }>(
    sql`select id from forms where business_id = ${biz} and title = '车友见面会报名表'`,
  );
  await rows(sql`insert into items (business_id, project_id, product_type, state, name, total_stock, per_user_limit,
      issue_start, issue_end, validity_start, validity_end, rule_content, form_id, registration_distribution, created_by)
    values (${biz}, ${project.id}, 2, 'approved', '见面会纪念品券', 300, 1, ${iso(opened)}, ${iso(now + 60 * DAY)},
      ${iso(opened)}, ${iso(now + 60 * DAY)}, '填写车友见面会报名表后领取，凭券到服务台领取纪念品一份。', ${form!.id}, 1,
      ${demo.ownerId})`);
  const itemRows = await rows<{ id: number; name: string }>(
    sql`select id, name from items where business_id = ${biz} and project_id = ${project.id}`,
  );
  const item = (name: string) => itemRows.find((i) => i.name === name)!.id;
  const free = item('免费观展票');
  const daily = item('三日通票');
  const coffee = item('展馆咖啡券');
  const paid = item('普通票');
  const invite = item('嘉宾邀请函');
  const gift = item('见面会纪念品券');
  const points = await rows<{ id: number; item_id: number }>(
    sql`select id, item_id from checkpoints where business_id = ${biz} and item_id in ${[free, daily, coffee, paid, invite]}`,
  );
  const pointOf = new Map(points.map((p) => [p.item_id, p.id]));
  // the exhibition has been on since the history began
  await rows(sql`update projects set start_at = ${iso(opened)} where id = ${project.id}`);
  await rows(sql`update items set issue_start = ${iso(opened)}, validity_start = ${iso(opened)}
    where id in ${[free, daily, coffee, paid, invite]}`);

  // ── people: the visitors, the two channels and the five promoters ──
  await rows(sql`insert into users (mobile, username, nickname, created_at)
    select m, '用户' || right(m, 4), '用户' || right(m, 4), ${iso(now - 30 * DAY)}::timestamptz
    from (select '159' || lpad(g::text, 8, '0') as m from generate_series(1, ${POOL}) g) s`);
  const pool = (
    await rows<{ id: number }>(sql`select id from users where mobile like '159%' and deleted_at is null
      and mobile between ${poolMobile(0)} and ${poolMobile(POOL - 1)} order by mobile`)
  ).map((r) => r.id);
  const [{ hash } = { hash: null }] = await rows<{ hash: string | null }>(
    sql`select password_hash as hash from users where mobile = '13800000001'`,
  );
  const people = await rows<{ id: number; mobile: string }>(sql`insert into users
      (mobile, password_hash, username, nickname, created_at)
    select a.mobile, ${hash}::text, a.name, a.name, ${iso(now - 30 * DAY)}::timestamptz
    from json_to_recordset(${json(STATS_DEMO_ACCOUNTS)}) as a(mobile text, name text) returning id, mobile`);
  const uid = (mobile: string) => people.find((p) => p.mobile === mobile)!.id;
  const [travel, dealers] = [uid('13800000011'), uid('13800000012')];
  const quotas = await rows<{ id: number; user_id: number }>(sql`insert into publisher_quotas
      (business_id, item_id, user_id, quota, created_by, created_at)
    values (${biz}, ${free}, ${travel}, 300, ${demo.ownerId}, ${iso(opened)}),
           (${biz}, ${free}, ${dealers}, 200, ${demo.ownerId}, ${iso(opened)}) returning id, user_id`);
  const quotaOf = (user: number) => quotas.find((q) => q.user_id === user)!.id;
  // promoters: two agents (an item's channel partner: role, spm code, agents row) and three sharers' codes
  const promoters = [
    { mobile: '13800000013', item: free, agent: true },
    { mobile: '13800000014', item: paid, agent: true },
    { mobile: '13800000015', item: daily, agent: false },
    { mobile: '13800000016', item: coffee, agent: false },
    { mobile: '13800000017', item: gift, agent: false },
  ].map((p) => ({ ...p, user: uid(p.mobile), code: randomBytes(6).toString('base64url') }));
  await rows(sql`insert into user_roles (user_id, role, business_id)
    values ${sql.join(
      [
        ...[travel, dealers].map((u) => sql`(${u}, 'publisher', ${biz})`),
        ...promoters.filter((p) => p.agent).map((p) => sql`(${p.user}, 'agent', ${biz})`),
      ],
      sql`, `,
    )} on conflict do nothing`);
  await rows(sql`insert into spm_codes (code, user_id, module, target_id, url, created_at)
    select p.code, p.user_id, p.module, p.item, p.url, ${iso(opened)}::timestamptz
    from json_to_recordset(${json(
      promoters.map((p) => ({
        code: p.code,
        user_id: p.user,
        module: p.agent ? 'agent' : 'ticket',
        item: p.item,
        url:
          p.item === gift
            ? `/invitation/enter-blank/1/${p.item}?spm=${p.code}`
            : `/ticket/receive?id=${p.item}&spm=${p.code}`,
      })),
    )}) as p(code text, user_id int, module text, item int, url text)`);
  await rows(sql`insert into agents (business_id, item_id, user_id, spm, created_by, created_at)
    select ${biz}::int, p.item, p.user_id, p.code, ${demo.ownerId}::int, ${iso(opened)}::timestamptz
    from json_to_recordset(${json(promoters.filter((p) => p.agent).map((p) => ({ item: p.item, user_id: p.user, code: p.code })))})
      as p(item int, user_id int, code text)`);
  /** a promoter's code for the item about a third of the time */
  const spmFor = (itemId: number, share = 0.35) => {
    const p = promoters.find((x) => x.item === itemId);
    return p && rand() < share ? p.code : null;
  };

  // ── when: hourly slots of the 14 days up to now, weighted by the day (weekends, a growing crowd) and the hour ──
  const dayWeight = (t0: number) => {
    const dow = new Date(t0 + CST).getUTCDay();
    const week = dow === 6 ? 2 : dow === 0 ? 1.8 : dow === 5 ? 1.25 : 1;
    return week * (0.8 + (0.4 * (t0 - first)) / (13 * DAY));
  };
  /** the hours of [from, to) with their cumulative weight by the hour shape */
  const slotsOf = (from: number, to: number, shape: number[]) => {
    const slots: [number, number, number][] = [];
    let total = 0;
    for (let h = Math.floor((from + CST) / HOUR) * HOUR - CST; h < to; h += HOUR) {
      const a = Math.max(h, from);
      const b = Math.min(h + HOUR, to);
      const w = b > a ? shape[new Date(h + CST).getUTCHours()]! * dayWeight(cstMidnight(h)) * ((b - a) / HOUR) : 0;
      if (w <= 0) continue;
      total += w;
      slots.push([a, b, total]);
    }
    return slots;
  };
  /** a time drawn from the slots (null when there are none) */
  const draw = (slots: [number, number, number][]): number | null => {
    if (slots.length === 0) return null;
    const x = rand() * slots[slots.length - 1]![2];
    let lo = 0;
    let hi = slots.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (slots[mid]![2] >= x) hi = mid;
      else lo = mid + 1;
    }
    const [a, b] = slots[lo]!;
    return Math.floor(a + rand() * (b - a));
  };
  // the last 15 minutes are kept for the live write-offs below
  const liveFrom = now - 15 * MIN;
  const issueSlots = slotsOf(first, liveFrom - 5 * MIN, ISSUE_HOURS);
  const issueTime = () => draw(issueSlots)!;

  // ── the holdings, by way of issuing ──
  const made: Omit<HoldingRow, 'id'>[] = [];
  /** a visitor of the pool: distinct for each holding of an item (the limit is one a person, 10 for 普通票) */
  const holderOf = new Map<number, number>();
  const holder = (itemId: number) => {
    const n = holderOf.get(itemId) ?? 0;
    holderOf.set(itemId, n + 1);
    return pool[(n + itemId * 97) % POOL]!;
  };
  const add = (r: Omit<HoldingRow, 'id' | 'holder_name' | 'claimed_at'> & Partial<HoldingRow>) => {
    made.push({ holder_name: '', claimed_at: null, ...r });
  };
  for (let i = 0; i < 420; i++)
    add({
      item_id: free,
      user_id: holder(free),
      source: 'receive',
      source_ref: null,
      spm: spmFor(free),
      created_at: iso(issueTime()),
    });
  for (const [user, n] of [
    [travel, 200],
    [dealers, 130],
  ] as const)
    for (let i = 0; i < n; i++)
      add({
        item_id: free,
        user_id: holder(free),
        source: 'publisher',
        source_ref: quotaOf(user),
        spm: null,
        created_at: iso(issueTime()),
      });
  for (let i = 0; i < 300; i++)
    add({
      item_id: daily,
      user_id: holder(daily),
      source: 'receive',
      source_ref: null,
      spm: spmFor(daily),
      created_at: iso(issueTime()),
    });
  for (let i = 0; i < 180; i++)
    add({
      item_id: coffee,
      user_id: holder(coffee),
      source: 'receive',
      source_ref: null,
      spm: spmFor(coffee),
      created_at: iso(issueTime()),
    });

  // paid orders of 普通票 (¥80): one to three tickets, WeChat Pay or the sandbox cashier; one in 20 refunded later
  const [{ price } = { price: 8000 }] = await rows<{ price: number }>(
    sql`select sell_value as price from items where id = ${paid}`,
  );
  const reserve = async (table: string, n: number) =>
    (
      await rows<{ id: number }>(
        sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${n})`,
      )
    )
      .map((r) => r.id)
      .sort((a, b) => a - b);
  const orderPlan = Array.from({ length: 420 }, () => {
    const paidAt = issueTime();
    const quantity = rand() < 0.7 ? 1 : rand() < 0.75 ? 2 : 3;
    const refundAt = rand() < 0.05 ? paidAt + HOUR + Math.floor(rand() * 36 * HOUR) : null;
    return {
      user: holder(paid),
      quantity,
      paidAt,
      method: rand() < 0.8 ? 'wxpay' : 'sandbox',
      spm: spmFor(paid, 0.4),
      refundAt: refundAt !== null && refundAt < liveFrom ? refundAt : null,
    };
  }).sort((a, b) => a.paidAt - b.paidAt);
  const orderIds = await reserve('orders', orderPlan.length);
  const orders = orderPlan.map((o, i) => ({ ...o, id: orderIds[i]! }));
  const refundedHoldings = new Set<number>();
  for (const o of orders)
    for (let q = 0; q < o.quantity; q++) {
      if (o.refundAt !== null) refundedHoldings.add(made.length);
      add({ item_id: paid, user_id: o.user, source: 'order', source_ref: o.id, spm: o.spm, created_at: iso(o.paidAt) });
    }

  // 嘉宾邀请函 handed out by the business in three batches; 30 not claimed yet (待领取)
  const batchTimes = [
    first + 10 * HOUR,
    first + 6 * DAY + 15 * HOUR,
    Math.min(first + 11 * DAY + 11 * HOUR, liveFrom - 2 * HOUR),
  ];
  const batches = await rows<{ id: number; created_at: string }>(sql`insert into distributions
      (business_id, item_id, daily, created_by, created_at)
    select ${biz}::int, ${invite}::int, false, ${demo.ownerId}::int, t::timestamptz
    from json_array_elements_text(${json(batchTimes.map(iso))}) t returning id, created_at`);
  batches.sort((x, y) => new Date(x.created_at).getTime() - new Date(y.created_at).getTime());
  for (let i = 0; i < 150; i++) {
    const b = batches[i < 60 ? 0 : i < 110 ? 1 : 2]!;
    const at = new Date(b.created_at).getTime();
    const claimedAt = i % 5 === 4 ? null : Math.min(at + Math.floor(rand() * 30 * HOUR) + 5 * MIN, liveFrom - MIN);
    const user = holder(invite);
    add({
      item_id: invite,
      user_id: user,
      source: 'distribute',
      source_ref: b.id,
      spm: null,
      holder_name: claimedAt === null ? '' : `用户${String(pool.indexOf(user) + 1).padStart(4, '0')}`,
      claimed_at: claimedAt === null ? null : iso(claimedAt),
      created_at: iso(at),
    });
  }

  // sign-ups with the meet's form: each brings 见面会纪念品券 at once (registration_distribution 1)
  const signups = 160;
  const submissionIds = await reserve('submissions', signups);
  const signupTimes = Array.from({ length: signups }, () => issueTime()).sort((a, b) => a - b);
  const firstSignup = made.length;
  for (let i = 0; i < signups; i++)
    add({
      item_id: gift,
      user_id: holder(gift),
      source: 'form',
      source_ref: submissionIds[i]!,
      spm: spmFor(gift, 0.45),
      created_at: iso(signupTimes[i]!),
    });

  // ids in the order of issue, as the calls would have made them
  const byTime = made.map((_, i) => i).sort((a, b) => made[a]!.created_at.localeCompare(made[b]!.created_at));
  const holdingIds = await reserve('holdings', made.length);
  const idOf = new Array<number>(made.length);
  byTime.forEach((m, k) => (idOf[m] = holdingIds[k]!));
  const holdings: HoldingRow[] = made.map((h, i) => ({ ...h, id: idOf[i]! }));

  // ── who came: most on the day they got the ticket or the next; 三日通票 on up to three days ──
  const COMES: Record<number, number> = { [free]: 0.72, [daily]: 0.85, [coffee]: 0.6, [paid]: 0.88, [invite]: 0.8 };
  const visitBefore = liveFrom - MIN;
  /** a visit on the k-th day after t (k = 0: the same day, after t), or null if there is no opening hour left */
  const visitOn = (t: number, k: number) => {
    const d0 = cstMidnight(t) + k * DAY;
    const from = Math.max(t + 10 * MIN, d0);
    const to = Math.min(d0 + DAY, visitBefore);
    return from < to ? draw(slotsOf(from, to, VISIT_HOURS)) : null;
  };
  const firstVisit = (t: number) => {
    const x = rand();
    for (let k = x < 0.55 ? 0 : x < 0.8 ? 1 : x < 0.92 ? 2 : 3; k <= 5; k++) {
      const v = visitOn(t, k);
      if (v !== null) return v;
    }
    return null;
  };
  const writeOffs: WriteOffRow[] = [];
  const wo = (h: HoldingRow, at: number, period: string) =>
    writeOffs.push({
      item_id: h.item_id,
      holding_id: h.id,
      checkpoint_id: pointOf.get(h.item_id)!,
      nonce: `seed-${writeOffs.length + 1}`,
      period,
      created_at: iso(at),
    });
  const usedOn = new Map<number, Set<string>>();
  holdings.forEach((h, i) => {
    if (refundedHoldings.has(i)) return;
    // the sign-up coupon has no write-off point (yet); a distributed invitation is used once claimed
    if (!pointOf.has(h.item_id) || (h.source === 'distribute' && h.claimed_at === null)) return;
    if (rand() >= COMES[h.item_id]!) return;
    const from = new Date(h.claimed_at ?? h.created_at).getTime();
    const v = firstVisit(from);
    if (v === null) return;
    if (h.item_id !== daily) return wo(h, v, 'all');
    const days = new Set([cstDay(v)]);
    wo(h, v, cstDay(v));
    for (const k of [1, 2]) {
      if (rand() >= 0.45) break;
      const again = visitOn(v, k);
      if (again === null) break;
      days.add(cstDay(again));
      wo(h, again, cstDay(again));
    }
    usedOn.set(h.id, days);
  });
  // the last 15 minutes, whatever the hour: the gate screen's live figures (busiest at the free ticket's gate)
  // (a daily ticket not used on either day the last 15 minutes touch: one use a day)
  const liveDays = [cstDay(now), cstDay(liveFrom)];
  const came = new Set(writeOffs.map((w) => w.holding_id));
  const waiting = (itemId: number) =>
    holdings.filter(
      (h, i) =>
        h.item_id === itemId &&
        !refundedHoldings.has(i) &&
        new Date(h.created_at).getTime() < liveFrom - 10 * MIN &&
        (itemId === daily ? !liveDays.some((d) => usedOn.get(h.id)?.has(d)) : !came.has(h.id)),
    );
  for (const [itemId, n] of [
    [free, 24],
    [paid, 9],
    [daily, 5],
  ] as const) {
    const ready = waiting(itemId);
    for (let i = 0; i < Math.min(n, ready.length); i++) {
      const h = ready[Math.floor((i * ready.length) / n)]!;
      const at = now - 10_000 - Math.floor(((i + rand()) * 14 * MIN) / n);
      wo(h, at, itemId === daily ? cstDay(at) : 'all');
    }
  }
  writeOffs.sort((a, b) => a.created_at.localeCompare(b.created_at));
  // a holding's used and last use from its write-offs; a refunded order's tickets voided when it was refunded
  const uses = new Map<number, { n: number; last: string }>();
  for (const w of writeOffs) uses.set(w.holding_id, { n: (uses.get(w.holding_id)?.n ?? 0) + 1, last: w.created_at });
  const refundOf = new Map(orders.filter((o) => o.refundAt !== null).map((o) => [o.id, iso(o.refundAt!)]));

  // ── the rows, each table in one statement; the statistics triggers count them as they go in ──
  await rows(sql`insert into orders (id, order_sn, user_id, business_id, item_id, quantity, unit_price, amount, state,
      spm, pay_method, provider_txn, expires_at, paid_at, refunded_quantity, refunded_amount, created_at)
    select o.id, o.sn, o.user_id, ${biz}::int, ${paid}::int, o.quantity, ${price}::int, ${price}::int * o.quantity,
      o.state, o.spm, o.method, 'seed-' || o.id, o.created_at + interval '15 minutes', o.paid_at,
      case when o.state = 'refunded' then o.quantity else 0 end,
      case when o.state = 'refunded' then ${price}::int * o.quantity else 0 end, o.created_at
    from json_to_recordset(${json(
      orders.map((o, i) => ({
        id: o.id,
        sn: `KC${iso(o.paidAt).replace(/\D/g, '').slice(0, 14)}${(0xd0000000 + i).toString(16).toUpperCase()}`,
        user_id: o.user,
        quantity: o.quantity,
        state: o.refundAt === null ? 'paid' : 'refunded',
        spm: o.spm,
        method: o.method,
        paid_at: iso(o.paidAt),
        created_at: iso(o.paidAt - MIN - Math.floor(rand() * 4 * MIN)),
      })),
    )}) as o(id int, sn text, user_id int, quantity int, state text, spm text, method text, paid_at timestamptz,
      created_at timestamptz)`);
  await rows(sql`insert into refunds (order_id, quantity, amount, "to", reason, state, created_at, done_at)
    select o.id, o.quantity, o.amount, 'original', '行程有变，无法到场', 'refunded', r.at, r.at
    from json_to_recordset(${json([...refundOf].map(([id, at]) => ({ id, at })))}) as r(id int, at timestamptz)
    join orders o on o.id = r.id`);
  await rows(sql`insert into holdings (id, item_id, business_id, user_id, source, source_ref, spm, holder_name,
      claimed_at, used, last_used_at, voided_at, created_at)
    select h.id, h.item_id, ${biz}::int, h.user_id, h.source, h.source_ref, h.spm, h.holder_name, h.claimed_at,
      h.used, h.last_used_at, h.voided_at, h.created_at
    from json_to_recordset(${json(
      byTime.map((m) => {
        const h = holdings[m]!;
        const u = uses.get(h.id);
        return {
          ...h,
          used: u?.n ?? 0,
          last_used_at: u?.last ?? null,
          voided_at: h.source === 'order' ? (refundOf.get(h.source_ref!) ?? null) : null,
        };
      }),
    )}) as h(id bigint, item_id int, user_id int, source text, source_ref int, spm text, holder_name text,
      claimed_at timestamptz, used int, last_used_at timestamptz, voided_at timestamptz, created_at timestamptz)
    order by h.id`);
  const ids = holdings.map((h) => h.id);
  await rows(sql`insert into publish_records (quota_id, holding_id, recipient_id, mobile, created_at)
    select h.source_ref, h.id, h.user_id, u.mobile, h.created_at from holdings h join users u on u.id = h.user_id
    where h.source = 'publisher' and h.id in ${ids} order by h.id`);
  const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '周', '吴', '徐', '孙', '马', '胡', '朱', '郭'];
  const GIVEN = ['伟', '芳', '娜', '敏', '静', '强', '磊', '洋', '艳', '勇', '军', '杰', '涛', '明', '超', '霞'];
  const CARS = ['海豹', 'Model Y', '理想L7', '宝马3系', '凯美瑞', '问界M7', ''];
  await rows(sql`insert into submissions (id, business_id, form_id, item_id, user_id, values, status, holding_id, spm,
      reviewed_by, created_at, reviewed_at)
    select s.id, ${biz}::int, ${form!.id}::int, ${gift}::int, s.user_id, s.values, s.status, s.holding_id, s.spm,
      case when s.status = 2 then ${demo.ownerId}::int end, s.created_at, s.reviewed_at
    from json_to_recordset(${json(
      holdings.slice(firstSignup, firstSignup + signups).map((h) => {
        const at = new Date(h.created_at).getTime();
        const reviewed = at < now - 2 * DAY;
        return {
          id: h.source_ref,
          user_id: h.user_id,
          values: {
            name: `${pick(SURNAMES)}${pick(GIVEN)}${pick(GIVEN)}`,
            car: pick(CARS),
          },
          status: reviewed ? 2 : 1,
          holding_id: h.id,
          spm: h.spm,
          created_at: h.created_at,
          reviewed_at: reviewed ? iso(at + 6 * HOUR) : null,
        };
      }),
    )}) as s(id int, user_id int, values jsonb, status int, holding_id bigint, spm text, created_at timestamptz,
      reviewed_at timestamptz) order by s.id`);
  await rows(sql`insert into write_offs (business_id, item_id, holding_id, checkpoint_id, mode, actor_id, nonce, period,
      seq, created_at)
    select ${biz}::int, w.item_id, w.holding_id, w.checkpoint_id, 1, ${demo.checkerId}::int, w.nonce, w.period, 1,
      w.created_at
    from json_to_recordset(${json(writeOffs)}) as w(item_id int, holding_id bigint, checkpoint_id int, nonce text,
      period text, created_at timestamptz)`);

  // ── the stored counts from the rows they count ──
  await rows(sql`update items i set issued = i.issued + h.n
    from (select item_id, count(*)::int as n from holdings where id in ${ids} and voided_at is null group by item_id) h
    where i.id = h.item_id`);
  await rows(sql`update checkpoints c set used = c.used + w.n
    from (select checkpoint_id, count(*)::int as n from write_offs where holding_id in ${ids} group by checkpoint_id) w
    where c.id = w.checkpoint_id`);
  await rows(sql`update publisher_quotas q set issued = r.n
    from (select quota_id, count(*)::int as n from publish_records group by quota_id) r
    where q.id = r.quota_id and q.id in ${quotas.map((q) => q.id)}`);
  // the money: the sales credited to the business, the refunds paid back out
  const sales = orders.reduce((s, o) => s + o.quantity * price, 0);
  const returned = orders.reduce((s, o) => s + (o.refundAt === null ? 0 : o.quantity * price), 0);
  await transfer(tx, { kind: 'platform', name: 'payments' }, { kind: 'business', ownerId: biz }, sales, '门票销售', {
    type: 'seed',
    id: biz,
  });
  if (returned > 0)
    await transfer(
      tx,
      { kind: 'business', ownerId: biz },
      { kind: 'platform', name: 'payments' },
      returned,
      '原路退款',
      {
        type: 'seed',
        id: biz,
      },
    );
  // the gate screen's settings: the venue's capacity and the per-point alert (the free ticket's gate passes it)
  await rows(sql`update projects set capacity = 1000, alert_per_minute = 1 where id = ${project.id}`);
}
