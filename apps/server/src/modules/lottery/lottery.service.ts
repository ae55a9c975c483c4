import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  drawOrder,
  entrantsHash,
  ErrorCode,
  LOTTERY_METHOD_LABEL,
  LOTTERY_PRIZE_VALUE_MAX,
  lotteryResultLabel,
  lotteryStateLabel,
  maskPhone,
  prizeSlots,
  seedHash,
  type CallData,
  type LotteryResult,
  type lotteryEnter,
  type lotteryManageInfo,
  type lotteryManageList,
  type lotteryMy,
  type lotteryList,
  type lotterySave,
  type lotteryScreen,
  type lotteryShow,
  type WinnerState,
} from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { shanghaiDay, toSecs } from '../../lib/time.js';
import { AppError, validationError } from '../../plugins/app/errors.js';
import type { BusinessActor } from '../business/business.service.js';
import type { LotteryRepository, LotteryRow, PrizeRow } from './lottery.repository.js';
import { conditionLabels, levelLabel, logText, toPrize, toSummary, toWinner } from './lottery.view.js';

type SaveQuery = z.output<(typeof lotterySave)['query']>;
type Paging = { page: number; page_size: number };
type Screen = CallData<typeof lotteryScreen>;

const notFound = () => new AppError(ErrorCode.NOT_FOUND, '抽奖不存在');
const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, message);
const FROZEN = '抽奖已发布，奖品、参与条件、开奖时间和规则不可再修改';

/**
 * Lotteries (docs/lottery.md): the manager's draft and publish, members' entries, and the host's draw on the big
 * screen. The draw is fixed at close from the committed seed and the frozen entrant list (fairness.ts in
 * packages/shared, the same code the browser recomputes with); the host only says who came.
 */
export function lotteryService(deps: { db: Db; repo: LotteryRepository; clock: Clock }) {
  const { db, repo, clock } = deps;

  /** The lottery of the actor's business, or 10004. */
  const ownLottery = async (actor: BusinessActor, id: number) => {
    const row = await repo.byId(id);
    if (!row || row.l.businessId !== actor.businessId) throw notFound();
    return row;
  };

  /** Why the person cannot enter now ('' when they can). */
  const entryRefusal = async (l: LotteryRow, projectName: string, uid: number, entered: boolean): Promise<string> => {
    const now = clock.now();
    if (l.state === 'drawing' || l.state === 'drawn') return '报名已截止';
    if (l.state !== 'published') return '抽奖未开放报名';
    if (l.drawAt <= now) return '报名已截止，等待开奖';
    if (entered) return '你已参与该抽奖';
    if (l.holdTicket && !(await repo.holdsTicket(uid, l.projectId, now)))
      return `未满足参与条件：需持有「${projectName}」的有效门票`;
    if (l.checkedInToday) {
      const day = shanghaiDay(now);
      const from = new Date(`${day}T00:00:00+08:00`);
      const to = new Date(from.getTime() + 86_400_000);
      if (!(await repo.checkedInBetween(uid, l.projectId, from, to)))
        return `未满足参与条件：需今天在「${projectName}」现场核销入场`;
    }
    return '';
  };

  /** The next winner on the screen, or the end of the draw (inside the locked transaction). */
  const revealNext = async (tx: Tx, l: LotteryRow, uid: number) => {
    const prizes = await repo.prizesOf([l.id], tx);
    const slots = prizeSlots(prizes.map((p) => ({ id: p.id, sort: p.sort, stock: p.stock })));
    const confirmed = prizes.reduce((n, p) => n + p.won, 0);
    if (confirmed >= slots.length || l.cursor >= l.drawOrder.length) {
      await repo.finish(tx, l.id, clock.now());
      await repo.log(tx, l.id, uid, 'finish', {});
      return;
    }
    const position = l.cursor;
    const userId = l.drawOrder[position]!;
    const prize = prizes.find((p) => p.id === slots[confirmed])!;
    await repo.insertWinner(tx, l.id, position, userId, prize.id);
    await repo.setCursor(tx, l.id, position + 1);
    const mobile = maskPhone((await repo.mobilesOf(tx, [userId]))[0] ?? '');
    await repo.log(tx, l.id, uid, 'reveal', { position, mobile, prize: `${levelLabel(prize.sort)} ${prize.name}` });
  };

  const screen = async (actor: BusinessActor, id: number): Promise<Screen> => {
    const row = await ownLottery(actor, id);
    const l = row.l;
    const [prizes, winnerRows, mobiles, logs] = await Promise.all([
      repo.prizesOf([l.id]),
      repo.winners(l.id),
      repo.entrantMobiles(l.id, 60),
      repo.logs(l.id),
    ]);
    const now = clock.now();
    const winners = winnerRows.map(toWinner);
    const startReason =
      l.state === 'draft'
        ? '抽奖尚未发布'
        : l.state === 'cancelled'
          ? '抽奖已取消'
          : l.state === 'published' && l.drawAt > now
            ? '未到开奖时间'
            : '';
    return {
      id: l.id,
      title: l.title,
      project_name: row.projectName,
      state: l.state,
      state_label: lotteryStateLabel[l.state],
      draw_at: toSecs(l.drawAt),
      now: toSecs(now),
      entrant_count: l.entrantCount,
      prizes: prizes.map((p) => toPrize(p, l.entrantCount)),
      seed_hash: l.seedHash,
      entrants_hash: l.entrantsHash,
      roll: mobiles.map(maskPhone),
      current: winners.find((w) => w.state === 'drawn') ?? null,
      winners,
      can_start: l.state === 'published' && l.drawAt <= now,
      start_reason: startReason,
      log: logs.map((g) => ({ at: toSecs(g.createdAt), text: logText(g.action, g.detail) })),
    };
  };

  /** The host's answer on the waiting winner, then the next is revealed (one locked transaction). */
  const decide = async (actor: BusinessActor, q: { id: number; winner_id: number }, state: WinnerState) => {
    await ownLottery(actor, q.id);
    await db.transaction(async (tx) => {
      const l = await repo.lock(tx, q.id);
      if (!l || l.state !== 'drawing') throw conflict('抽奖不在开奖中');
      const now = clock.now();
      const w = await repo.decide(tx, l.id, q.winner_id, state, actor.uid, now);
      if (!w) throw conflict('该中奖者已处理，请刷新大屏');
      const prize = (await repo.prizesOf([l.id], tx)).find((p) => p.id === w.prizeId)!;
      if (state === 'confirmed' && !(await repo.addWon(tx, prize.id))) throw conflict('该奖品已抽完');
      const mobile = maskPhone((await repo.mobilesOf(tx, [w.userId]))[0] ?? '');
      await repo.log(tx, l.id, actor.uid, state === 'confirmed' ? 'confirm' : 'absent', {
        winner_id: w.id,
        position: w.position,
        mobile,
        prize: `${levelLabel(prize.sort)} ${prize.name}`,
      });
      await revealNext(tx, l, actor.uid);
    });
    return screen(actor, q.id);
  };

  const resultOf = (state: LotteryRow['state'], win: WinnerState | null): LotteryResult => {
    if (win === 'confirmed') return 'won';
    if (win === 'absent') return 'lost';
    if (state === 'drawn') return 'lost';
    return 'pending';
  };

  const page = ({ page, page_size }: Paging) => ({ offset: (page - 1) * page_size, limit: page_size });

  return {
    async list(q: Paging): Promise<CallData<typeof lotteryList>> {
      const { offset, limit } = page(q);
      const { rows, total } = await repo.publicPage(offset, limit);
      const prizes = await repo.prizesOf(rows.map((r) => r.l.id));
      return {
        list: rows.map((r) =>
          toSummary(
            r,
            prizes.filter((p) => p.lotteryId === r.l.id),
          ),
        ),
        count: total,
        page_size: q.page_size,
      };
    },

    async my(uid: number, q: Paging): Promise<CallData<typeof lotteryMy>> {
      const { offset, limit } = page(q);
      const { rows, total } = await repo.entriesPage(uid, offset, limit);
      const prizes = await repo.prizesOf(rows.map((r) => r.l.id));
      return {
        list: rows.map((r) => {
          const result = resultOf(r.l.state, r.winState);
          return {
            ...toSummary(
              r,
              prizes.filter((p) => p.lotteryId === r.l.id),
            ),
            entry_no: r.entryNo,
            entered_at: toSecs(r.enteredAt),
            result,
            result_label: lotteryResultLabel[result],
            prize_name: result === 'won' ? (r.prizeName ?? '') : '',
          };
        }),
        count: total,
        page_size: q.page_size,
      };
    },

    async show(uid: number, id: number): Promise<CallData<typeof lotteryShow>> {
      const row = await repo.byId(id);
      if (!row || row.l.state === 'draft' || row.l.state === 'cancelled') throw notFound();
      const l = row.l;
      const [prizes, winnerRows, entry] = await Promise.all([
        repo.prizesOf([l.id]),
        repo.winners(l.id),
        repo.entryOf(l.id, uid),
      ]);
      const winners = winnerRows.map(toWinner);
      const mine = winners.find((w) => w.user_id === uid);
      const reason = await entryRefusal(l, row.projectName, uid, !!entry);
      const result: LotteryResult = entry ? resultOf(l.state, mine?.state ?? null) : 'none';
      const drawn = l.state === 'drawn';
      return {
        ...toSummary(row, prizes),
        business_name: row.businessName,
        rules: l.rules,
        method: LOTTERY_METHOD_LABEL,
        conditions: {
          hold_ticket: l.holdTicket,
          checked_in_today: l.checkedInToday,
          labels: conditionLabels(l, row.projectName),
        },
        prizes: prizes.map((p) => toPrize(p, l.entrantCount)),
        fairness: {
          seed_hash: l.seedHash,
          entrants_hash: l.entrantsHash,
          entrants: drawn ? await repo.entrantIds(l.id) : [],
          seed: drawn ? l.seed : '',
        },
        winners,
        me: {
          entered: !!entry,
          entry_no: entry?.entryNo ?? 0,
          can_enter: reason === '',
          reason,
          result,
          result_label: lotteryResultLabel[result],
          prize_name: result === 'won' ? (mine?.prize_name ?? '') : '',
        },
      };
    },

    async enter(uid: number, id: number): Promise<CallData<typeof lotteryEnter>> {
      const row = await repo.byId(id);
      if (!row || row.l.state === 'draft' || row.l.state === 'cancelled') throw notFound();
      const entry = await repo.entryOf(id, uid);
      const reason = await entryRefusal(row.l, row.projectName, uid, !!entry);
      if (reason) throw conflict(reason);
      return db.transaction(async (tx) => {
        const n = await repo.takeEntryNo(tx, id, clock.now());
        if (n === undefined) throw conflict('报名已截止');
        // a second entry of the same person rolls the number back with the transaction
        if (!(await repo.insertEntry(tx, id, uid, n))) throw conflict('你已参与该抽奖');
        return { entry_no: n, entrant_count: n };
      });
    },

    async manageList(actor: BusinessActor, q: Paging): Promise<CallData<typeof lotteryManageList>> {
      const { offset, limit } = page(q);
      const { rows, total } = await repo.businessPage(actor.businessId, offset, limit);
      const prizes = await repo.prizesOf(rows.map((r) => r.l.id));
      return {
        list: rows.map((r) => ({
          ...toSummary(
            r,
            prizes.filter((p) => p.lotteryId === r.l.id),
          ),
          can_edit: r.l.state === 'draft',
        })),
        count: total,
        page_size: q.page_size,
      };
    },

    async manageInfo(actor: BusinessActor, id: number): Promise<CallData<typeof lotteryManageInfo>> {
      const { l } = await ownLottery(actor, id);
      const prizes = await repo.prizesOf([l.id]);
      const draft = l.state === 'draft';
      return {
        id: l.id,
        state: l.state,
        state_label: lotteryStateLabel[l.state],
        project_id: l.projectId,
        title: l.title,
        rules: l.rules,
        draw_at: toSecs(l.drawAt),
        hold_ticket: l.holdTicket,
        checked_in_today: l.checkedInToday,
        prizes: prizes.map((p: PrizeRow) => ({ name: p.name, image: p.image, value: p.value, stock: p.stock })),
        seed_hash: l.seedHash,
        can_edit: draft,
        can_publish: draft && l.drawAt > clock.now(),
        can_cancel: draft,
      };
    },

    async save(actor: BusinessActor, q: SaveQuery): Promise<{ id: number }> {
      // another business's lottery is not found, whatever else the query says
      if (q.id !== undefined) await ownLottery(actor, q.id);
      const over = q.prizes.findIndex((p) => p.value > LOTTERY_PRIZE_VALUE_MAX);
      if (over >= 0)
        throw validationError([
          { field: `prizes.${over}.value`, message: '最高奖金额不得超过50,000元（《反不正当竞争法》第十条）' },
        ]);
      if (q.draw_at * 1000 <= clock.now().getTime())
        throw validationError([{ field: 'draw_at', message: '开奖时间须晚于当前时间' }]);
      if (!(await repo.projectOf(actor.businessId, q.project_id)))
        throw validationError([{ field: 'project_id', message: '展会不存在' }]);
      const values = {
        projectId: q.project_id,
        title: q.title,
        rules: q.rules,
        drawAt: new Date(q.draw_at * 1000),
        holdTicket: q.hold_ticket,
        checkedInToday: q.checked_in_today,
      };
      const prizes = q.prizes.map((p) => ({ name: p.name, image: p.image, value: p.value, stock: p.stock }));
      const existing = q.id;
      return db.transaction(async (tx) => {
        let id: number;
        if (existing === undefined) id = await repo.insertDraft(tx, actor.businessId, actor.uid, values);
        else {
          const locked = await repo.lock(tx, existing);
          if (!locked || locked.state !== 'draft' || !(await repo.updateDraft(tx, existing, values, clock.now())))
            throw conflict(FROZEN);
          id = existing;
        }
        await repo.replacePrizes(tx, id, prizes);
        return { id };
      });
    },

    async publish(actor: BusinessActor, id: number): Promise<{ id: number; seed_hash: string }> {
      const { l } = await ownLottery(actor, id);
      if (l.state !== 'draft') throw conflict(l.state === 'cancelled' ? '抽奖已取消' : '抽奖已发布');
      const now = clock.now();
      if (l.drawAt <= now) throw conflict('开奖时间已过，请修改开奖时间后再发布');
      const seed = randomBytes(32).toString('hex');
      const hash = seedHash(seed);
      await db.transaction(async (tx) => {
        if (!(await repo.publish(tx, id, seed, hash, now))) throw conflict('抽奖已发布');
        await repo.log(tx, id, actor.uid, 'publish', { seed_hash: hash });
      });
      return { id, seed_hash: hash };
    },

    async cancel(actor: BusinessActor, id: number): Promise<{ id: number }> {
      await ownLottery(actor, id);
      if (!(await repo.cancel(id, clock.now()))) throw conflict('已发布的抽奖不能取消');
      return { id };
    },

    screen: (actor: BusinessActor, id: number) => screen(actor, id),

    async start(actor: BusinessActor, id: number): Promise<Screen> {
      const row = await ownLottery(actor, id);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const closed = await repo.close(tx, id, actor.businessId, now);
        if (!closed) {
          // a parallel start already closed it: every caller sees the one draw
          if (row.l.state === 'drawing' || row.l.state === 'drawn') return;
          const again = await repo.lock(tx, id);
          if (again && (again.state === 'drawing' || again.state === 'drawn')) return;
          if (row.l.state === 'draft') throw conflict('抽奖尚未发布');
          if (row.l.state === 'cancelled') throw conflict('抽奖已取消');
          throw conflict('未到开奖时间');
        }
        const ids = await repo.entrantIds(id, tx);
        const hash = entrantsHash(ids);
        const order = drawOrder(closed.seed, hash, ids);
        await repo.fixOrder(tx, id, hash, order, ids.length);
        await repo.log(tx, id, actor.uid, 'start', { entrants: ids.length, entrants_hash: hash });
        await revealNext(tx, { ...closed, entrantsHash: hash, drawOrder: order, entrantCount: ids.length }, actor.uid);
      });
      return screen(actor, id);
    },

    confirm: (actor: BusinessActor, q: { id: number; winner_id: number }) => decide(actor, q, 'confirmed'),
    absent: (actor: BusinessActor, q: { id: number; winner_id: number }) => decide(actor, q, 'absent'),
  };
}
export type LotteryService = ReturnType<typeof lotteryService>;
