import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ErrorCode,
  lotteryAbsent,
  lotteryCancel,
  lotteryConfirm,
  lotteryEnter,
  lotteryList,
  lotteryManageInfo,
  lotteryManageList,
  lotteryMy,
  lotteryPublish,
  lotterySave,
  lotteryScreen,
  lotteryShow,
  lotteryStart,
  seedHash,
  verifyDraw,
} from '@kc/shared';
import { approve, asOwner, demoProject, demoTokens, fieldNames, rows } from '../../test/fixtures.js';
import { people as makePeople } from '../../test/people-fixtures.js';
import { testApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let tok: Awaited<ReturnType<typeof demoTokens>>;
let owner: ReturnType<typeof asOwner>;
let project: number;
let item: number;

beforeAll(async () => {
  t = await testApp();
  tok = await demoTokens(t);
  owner = asOwner(tok);
  project = await demoProject(t, tok, '抽奖车展');
  item = await approve(t, tok, { project_id: project });
});
afterAll(() => t.close());
afterEach(() => {
  t.services.clock.now = () => new Date();
});

const later = (secs: number) => Math.floor(Date.now() / 1000) + secs;
const draft = (q: Record<string, unknown> = {}) => ({
  project_id: project,
  title: '幸运大抽奖',
  rules: '每人限参与一次。',
  draw_at: later(3600),
  hold_ticket: false,
  checked_in_today: false,
  prizes: [
    { name: '新能源汽车', value: 4_999_900, stock: 1 },
    { name: '车载冰箱', value: 59_900, stock: 2 },
  ],
  ...q,
});
/** A published lottery of business 1: its id. */
const published = async (q: Record<string, unknown> = {}) => {
  const saved = await call(lotterySave, draft(q), owner);
  expect(saved.code, JSON.stringify(saved)).toBe(0);
  const pub = await call(lotteryPublish, { id: saved.data.id }, owner);
  expect(pub.code, JSON.stringify(pub)).toBe(0);
  return saved.data.id;
};
/** GET calls carry b_id in the query string (as the web does). */
const call: TestApp['call'] = (def, query = {}, o = {}) =>
  t.call(def, def.method === 'GET' && o.payload ? { ...(query as object), ...o.payload } : query, o);
let batch = 0;
/** n fresh people with sessions, mobiles 137 + 2 digits of the batch + 0001… */
const people = (n: number) => makePeople(t, n, `13799${String(batch++).padStart(2, '0')}`);
/** The draw time has passed (the clock moves past it). */
const pastDraw = () => (t.services.clock.now = () => new Date(Date.now() + 2 * 3600_000));
const giveTicket = async (uid: number) =>
  (
    await rows<{ id: number }>(
      t,
      sql`insert into holdings (item_id, business_id, user_id, source) values (${item}, 1, ${uid}, 'receive') returning id`,
    )
  )[0]!.id;

describe('抽奖 — manager', () => {
  it('saves a draft, publishes it with a seed hash, and refuses every edit after publishing', async () => {
    const saved = await call(lotterySave, draft(), owner);
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    const edited = await call(lotterySave, draft({ id: saved.data.id, title: '改过的标题' }), owner);
    expect(edited.code).toBe(0);
    const info = await call(lotteryManageInfo, { id: saved.data.id }, owner);
    expect(info.data).toMatchObject({ title: '改过的标题', state: 'draft', can_edit: true, can_publish: true });
    expect(info.data.prizes).toHaveLength(2);

    const pub = await call(lotteryPublish, { id: saved.data.id }, owner);
    expect(pub.code).toBe(0);
    expect(pub.data.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    const again = await call(
      lotterySave,
      draft({ id: saved.data.id, prizes: [{ name: '更大奖', value: 100, stock: 9 }] }),
      owner,
    );
    expect(again.code).toBe(ErrorCode.CONFLICT);
    expect(again.message).toContain('不可再修改');
    expect((await call(lotteryCancel, { id: saved.data.id }, owner)).code).toBe(ErrorCode.CONFLICT);
    expect((await call(lotteryPublish, { id: saved.data.id }, owner)).code).toBe(ErrorCode.CONFLICT);
    const list = await call(lotteryManageList, {}, owner);
    expect(list.data.list.find((l) => l.id === saved.data.id)).toMatchObject({ state: 'published', can_edit: false });
  });

  it('refuses a top prize over 50,000 元, a past draw time, no prize, another business’s project', async () => {
    const over = await call(lotterySave, draft({ prizes: [{ name: '豪车', value: 5_000_001, stock: 1 }] }), owner);
    expect(over.code).toBe(ErrorCode.VALIDATION);
    expect(fieldNames(over)).toEqual(['prizes.0.value']);
    expect(JSON.stringify(over.data)).toContain('50,000元');
    expect(
      (await call(lotterySave, draft({ prizes: [{ name: '豪车', value: 5_000_000, stock: 1 }] }), owner)).code,
    ).toBe(0);
    const past = await call(lotterySave, draft({ draw_at: later(-60) }), owner);
    expect(fieldNames(past)).toEqual(['draw_at']);
    const none = await call(lotterySave, draft({ prizes: [] }), owner);
    expect(fieldNames(none)).toEqual(['prizes']);
    const zero = await call(lotterySave, draft({ prizes: [{ name: '奖', value: 1, stock: 0 }] }), owner);
    expect(fieldNames(zero)).toEqual(['prizes.0.stock']);
    const foreign = await call(lotterySave, draft({ project_id: 999_999 }), owner);
    expect(fieldNames(foreign)).toEqual(['project_id']);
  });

  it('cancels a draft only; a cancelled or draft lottery is not shown to members', async () => {
    const saved = await call(lotterySave, draft(), owner);
    expect((await call(lotteryShow, { id: saved.data.id }, { token: tok.visitor })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(lotteryCancel, { id: saved.data.id }, owner)).code).toBe(0);
    expect((await call(lotteryPublish, { id: saved.data.id }, owner)).code).toBe(ErrorCode.CONFLICT);
  });

  it('refuses a visitor, a checker and another business’s owner; 30000 without a session', async () => {
    const id = await published();
    expect((await call(lotteryPublish, { id }, { token: tok.visitor, payload: { b_id: 1 } })).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect((await call(lotteryStart, { id }, { token: tok.checker, payload: { b_id: 1 } })).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect((await call(lotteryScreen, { id })).code).toBe(ErrorCode.SESSION_INVALID);
    expect((await call(lotteryList, {})).code).toBe(ErrorCode.SESSION_INVALID);
    // another business's owner acting for their own business: the lottery is not theirs
    const [other] = await people(1);
    const [b] = await rows<{ id: number }>(t, sql`insert into businesses (name) values ('别家车展') returning id`);
    await rows(t, sql`insert into user_roles (user_id, role, business_id) values (${other!.uid}, 'owner', ${b!.id})`);
    const as = { token: other!.token, payload: { b_id: b!.id } };
    pastDraw();
    expect((await call(lotteryStart, { id }, as)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(lotterySave, draft({ id }), as)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(lotteryScreen, { id }, as)).code).toBe(ErrorCode.NOT_FOUND);
    const [state] = await rows<{ state: string }>(t, sql`select state from lotteries where id = ${id}`);
    expect(state!.state).toBe('published');
  });
});

describe('抽奖 — entries', () => {
  it('checks the conditions and names the one unmet; enters once with a number in join order', async () => {
    const id = await published({ hold_ticket: true, checked_in_today: true });
    const [p] = await people(1);
    const show = await call(lotteryShow, { id }, { token: p!.token });
    expect(show.data.me).toMatchObject({ can_enter: false, entered: false, result: 'none' });
    expect(show.data.me.reason).toContain('有效门票');
    const refused = await call(lotteryEnter, { id }, { token: p!.token });
    expect(refused.code).toBe(ErrorCode.CONFLICT);
    expect(refused.message).toContain('有效门票');

    const holding = await giveTicket(p!.uid);
    const notIn = await call(lotteryEnter, { id }, { token: p!.token });
    expect(notIn.message).toContain('核销入场');
    const [cp] = await rows<{ id: number }>(
      t,
      sql`insert into checkpoints (business_id, item_id, name, location, param, created_by)
          values (1, ${item}, '南门', '南门', ${`lot-${id}`}, ${p!.uid}) returning id`,
    );
    await rows(
      t,
      sql`insert into write_offs (business_id, item_id, holding_id, checkpoint_id, mode, actor_id, nonce, period, seq)
          values (1, ${item}, ${holding}, ${cp!.id}, 2, ${p!.uid}, ${`n-${id}`}, 'all', 1)`,
    );
    const ok = await call(lotteryEnter, { id }, { token: p!.token });
    expect(ok.code, JSON.stringify(ok)).toBe(0);
    expect(ok.data).toEqual({ entry_no: 1, entrant_count: 1 });
    // a write-off of yesterday (Asia/Shanghai) does not count tomorrow
    t.services.clock.now = () => new Date(Date.now() + 86_400_000);
    const [q] = await people(1);
    await giveTicket(q!.uid);
    const after = await call(lotteryShow, { id }, { token: p!.token });
    expect(after.data.me).toMatchObject({ entered: true, entry_no: 1, can_enter: false, result: 'pending' });
  });

  it('20 parallel entries of one person make one entry; 12 people in parallel make 12 numbered 1..12', async () => {
    const id = await published();
    const [p] = await people(1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(lotteryEnter, { id }, { token: p!.token })),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 0).every((a) => a.code === ErrorCode.CONFLICT)).toBe(true);
    const crowd = await people(12);
    const many = await Promise.all(crowd.map((c) => call(lotteryEnter, { id }, { token: c.token })));
    expect(many.every((a) => a.code === 0)).toBe(true);
    const nos = await rows<{ entry_no: number }>(
      t,
      sql`select entry_no from lottery_entries where lottery_id = ${id} order by entry_no`,
    );
    expect(nos.map((r) => r.entry_no)).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    const [l] = await rows<{ entrant_count: number }>(t, sql`select entrant_count from lotteries where id = ${id}`);
    expect(l!.entrant_count).toBe(13);
    pastDraw();
    const late = await call(lotteryEnter, { id }, { token: (await people(1))[0]!.token });
    expect(late.message).toContain('报名已截止');
  });
});

describe('抽奖 — the draw', () => {
  it('draws once under parallel starts, reveals one at a time, logs confirm/absent, and recomputes from the seed', async () => {
    const id = await published({
      prizes: [
        { name: '一等奖品', value: 299_900, stock: 1 },
        { name: '二等奖品', value: 9_900, stock: 2 },
      ],
    });
    const crowd = await people(8);
    await Promise.all(crowd.map((c) => call(lotteryEnter, { id }, { token: c.token })));
    expect((await call(lotteryStart, { id }, owner)).message).toContain('未到开奖时间');
    pastDraw();
    const starts = await Promise.all(Array.from({ length: 6 }, () => call(lotteryStart, { id }, owner)));
    expect(starts.map((s) => `${s.code} ${s.message}`)).toEqual(Array.from({ length: 6 }, () => '0 ok'));
    const logs = await rows<{ n: number }>(
      t,
      sql`select count(*)::int as n from lottery_logs where lottery_id = ${id} and action = 'start'`,
    );
    expect(logs[0]!.n).toBe(1);
    let screen = (await call(lotteryScreen, { id }, owner)).data;
    expect(screen).toMatchObject({ state: 'drawing', entrant_count: 8 });
    expect(screen.entrants_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(screen.current).toMatchObject({ position: 0, prize_name: '一等奖品', state: 'drawn' });
    expect(screen.current!.masked_mobile).toMatch(/^137\*{4}\d{4}$/);

    // mid-draw the member sees 待开奖, no seed yet
    const winner0 = crowd.find((c) => c.uid === screen.current!.user_id)!;
    const mid = await call(lotteryShow, { id }, { token: winner0.token });
    expect(mid.data.fairness.seed).toBe('');
    expect(mid.data.me.result).toBe('pending');

    // the first is absent: the top prize goes to the next position; a repeated answer is refused
    const first = screen.current!;
    screen = (await call(lotteryAbsent, { id, winner_id: first.id }, owner)).data;
    expect(screen.current).toMatchObject({ position: 1, prize_name: '一等奖品' });
    expect((await call(lotteryConfirm, { id, winner_id: first.id }, owner)).code).toBe(ErrorCode.CONFLICT);
    // parallel confirms of the same winner: one passes
    const cur = screen.current!.id;
    const confirms = await Promise.all(
      Array.from({ length: 5 }, () => call(lotteryConfirm, { id, winner_id: cur }, owner)),
    );
    expect(confirms.filter((c) => c.code === 0)).toHaveLength(1);
    screen = (await call(lotteryScreen, { id }, owner)).data;
    expect(screen.current).toMatchObject({ position: 2, prize_name: '二等奖品' });
    screen = (await call(lotteryConfirm, { id, winner_id: screen.current!.id }, owner)).data;
    screen = (await call(lotteryConfirm, { id, winner_id: screen.current!.id }, owner)).data;
    expect(screen).toMatchObject({ state: 'drawn', current: null });
    expect(screen.winners.map((w) => w.state)).toEqual(['absent', 'confirmed', 'confirmed', 'confirmed']);
    expect(screen.log.map((g) => g.text).join('\n')).toMatch(/未到场，一等奖 一等奖品重新抽取/);
    const actions = await rows<{ action: string }>(
      t,
      sql`select action from lottery_logs where lottery_id = ${id} order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      'publish',
      'start',
      'reveal',
      'absent',
      'reveal',
      'confirm',
      'reveal',
      'confirm',
      'reveal',
      'confirm',
      'finish',
    ]);

    // the revealed seed matches the published hash, and the winners recompute from the seed and the list
    const show = (await call(lotteryShow, { id }, { token: winner0.token })).data;
    expect(seedHash(show.fairness.seed)).toBe(show.fairness.seed_hash);
    const byEntry = await rows<{ user_id: number }>(
      t,
      sql`select user_id from lottery_entries where lottery_id = ${id} order by entry_no`,
    );
    expect(show.fairness.entrants).toEqual(byEntry.map((r) => r.user_id));
    expect(verifyDraw({ ...show.fairness, prizes: show.prizes, winners: show.winners }).ok).toBe(true);
    // one win per user, confirmed winners per prize within stock
    const won = show.winners.filter((w) => w.state === 'confirmed');
    expect(new Set(won.map((w) => w.user_id)).size).toBe(won.length);
    for (const p of show.prizes) expect(won.filter((w) => w.prize_id === p.id).length).toBeLessThanOrEqual(p.stock);
    expect(mid.data.me.result === 'pending' && show.me.result).toBe('lost');

    // each member's list says the result
    const second = crowd.find((c) => c.uid === won[0]!.user_id)!;
    const mine = await call(lotteryMy, {}, { token: second.token });
    expect(mine.data.list[0]).toMatchObject({ id, result: 'won', result_label: '中奖', prize_name: '一等奖品' });
    const loser = crowd.find((c) => !show.winners.some((w) => w.user_id === c.uid))!;
    expect((await call(lotteryMy, {}, { token: loser.token })).data.list[0]).toMatchObject({ result: 'lost' });
    const pub = await call(lotteryList, { page_size: 100 }, { token: loser.token });
    expect(pub.data.list.find((l) => l.id === id)).toMatchObject({ state: 'drawn', state_label: '已开奖' });
  });

  it('with fewer entrants than prizes everyone wins once and the draw ends; nobody entered ends at once', async () => {
    const id = await published({ prizes: [{ name: '纪念品', value: 100, stock: 5 }] });
    const crowd = await people(2);
    await Promise.all(crowd.map((c) => call(lotteryEnter, { id }, { token: c.token })));
    pastDraw();
    let s = (await call(lotteryStart, { id }, owner)).data;
    s = (await call(lotteryConfirm, { id, winner_id: s.current!.id }, owner)).data;
    s = (await call(lotteryConfirm, { id, winner_id: s.current!.id }, owner)).data;
    expect(s).toMatchObject({ state: 'drawn', current: null });
    t.services.clock.now = () => new Date();
    const empty = await published();
    pastDraw();
    expect((await call(lotteryStart, { id: empty }, owner)).data).toMatchObject({ state: 'drawn', winners: [] });
  });

  it('the same seed and list always give the same winners (the stored order equals the recomputation)', async () => {
    const id = await published({ prizes: [{ name: '纪念品', value: 100, stock: 3 }] });
    const crowd = await people(6);
    for (const c of crowd) await call(lotteryEnter, { id }, { token: c.token });
    pastDraw();
    await call(lotteryStart, { id }, owner);
    const [row] = await rows<{ seed: string; entrants_hash: string; draw_order: number[] }>(
      t,
      sql`select seed, entrants_hash, draw_order from lotteries where id = ${id}`,
    );
    const { drawOrder } = await import('@kc/shared');
    const ids = crowd.map((c) => c.uid);
    expect(drawOrder(row!.seed, row!.entrants_hash, ids)).toEqual(row!.draw_order);
    expect(drawOrder(row!.seed, row!.entrants_hash, ids)).toEqual(drawOrder(row!.seed, row!.entrants_hash, ids));
  });
});
