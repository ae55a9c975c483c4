import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { hash, verify } from '@node-rs/argon2';
import { ErrorCode, formatDate, WITHDRAWAL_STATE_LABELS } from '@kc/shared';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/client.js';
import { accounts, ledgerEntries, payoutAccountChanges, transfers, users, withdrawals } from '../../db/schema.js';
import { AppError } from '../../plugins/app/errors.js';
import type { Clock } from '../holding/holder.service.js';
import { shanghaiDay } from '../holding/holding.view.js';
import type { SmsService } from '../sms/sms.service.js';
import type { WechatService } from '../wechat/wechat.service.js';
import { accountId, balanceOf, transfer } from './ledger.js';

type WithdrawalRow = typeof withdrawals.$inferSelect;
/** how long a pay-password check waits for a free slot while others of the same user are in flight */
const PAY_CHECK_WAIT_MS = 15_000;
/** a check reserved longer ago than this (its process died) frees its slot */
const PAY_PENDING_STALE_SECONDS = 60;
const payLocked = () => new AppError(ErrorCode.ACCOUNT_LOCKED, '支付密码错误次数过多，请1小时后再试');
const secs = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
const maskAccount = (openid: string) =>
  openid.startsWith('sandbox-') ? '沙箱测试账户' : `微信账户 ${openid.slice(0, 4)}****${openid.slice(-4)}`;
const toWithdrawal = (w: WithdrawalRow) => ({
  id: w.id,
  amount: w.amount,
  state: w.state,
  state_label: WITHDRAWAL_STATE_LABELS[w.state],
  account: w.account,
  fail_reason: w.failReason,
  create_time: secs(w.createdAt)!,
  done_time: secs(w.doneAt),
});

/** The user's balance, its ledger, withdrawals and the pay password. Money moves only through `transfer`. */
export function walletService(
  db: Db,
  config: Config,
  sms: SmsService,
  wechat: WechatService,
  clock: Clock,
  log: (msg: string) => void = () => {},
) {
  const w = config.wallet;
  const startOfToday = () => new Date(`${shanghaiDay(clock.now())}T00:00:00+08:00`);
  const userRow = async (uid: number) => (await db.select().from(users).where(eq(users.id, uid)))[0]!;

  const withdrawnToday = async (uid: number, tx: Db = db) =>
    Number(
      (
        await tx
          .select({ n: sql<string>`coalesce(sum(${withdrawals.amount}), 0)` })
          .from(withdrawals)
          .where(
            and(
              eq(withdrawals.userId, uid),
              inArray(withdrawals.state, ['pending', 'done']),
              gte(withdrawals.createdAt, startOfToday()),
            ),
          )
      )[0]!.n,
    );

  const info = async (uid: number) => {
    const u = await userRow(uid);
    return {
      money: await balanceOf(db, { kind: 'user', ownerId: uid }),
      has_password: u.payPasswordHash !== null,
      account: u.wxOpenid ? maskAccount(u.wxOpenid) : '',
      min_withdrawal: w.minWithdrawal,
      daily_max_withdrawal: w.dailyMaxWithdrawal,
      withdrawn_today: await withdrawnToday(uid),
      withdraw_hold_until: u.payoutHoldUntil && u.payoutHoldUntil > clock.now() ? secs(u.payoutHoldUntil) : null,
      payout_hold_hours: Math.round(w.payoutChangeHoldSeconds / 3600),
    };
  };

  /**
   * Checks the pay password. A check is reserved by one conditional UPDATE *before* the slow hash is verified: it
   * is allowed only while the confirmed failures plus the checks in flight stay under `payPasswordMaxFailures`, so
   * however many guesses arrive at once, at most that many are ever compared. The failure that reaches the maximum
   * locks it for `payLockSeconds`, and while locked nothing is compared (the right password is refused too). A
   * check that finds the slots busy waits for them (a double tap, parallel withdrawals) up to PAY_CHECK_WAIT_MS.
   * A reservation older than PAY_PENDING_STALE_SECONDS (a process that died mid-check) no longer counts.
   */
  // one check of a user at a time in this process: the others wait here for their turn rather than polling the
  // database (the reservation below still decides across instances)
  const turns = new Map<number, Promise<unknown>>();
  function checkPassword(uid: number, password: string): Promise<void> {
    const before = turns.get(uid) ?? Promise.resolve();
    const mine = before.catch(() => undefined).then(() => checkPasswordNow(uid, password));
    const settled = mine.catch(() => undefined);
    turns.set(uid, settled);
    void settled.then(() => {
      if (turns.get(uid) === settled) turns.delete(uid);
    });
    return mine;
  }

  async function checkPasswordNow(uid: number, password: string) {
    const max = w.payPasswordMaxFailures;
    const waitUntil = Date.now() + PAY_CHECK_WAIT_MS;
    let hash: string | null = null;
    for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
      const now = sql`${clock.now().toISOString()}::timestamptz`;
      const expired = sql`(${users.payLockedUntil} is not null and ${users.payLockedUntil} <= ${now})`;
      const failures = sql`(case when ${expired} then 0 else ${users.payFailures} end)`;
      const pending = sql`(case when ${users.payPendingAt} < ${now} - make_interval(secs => ${PAY_PENDING_STALE_SECONDS})
        then 0 else ${users.payPending} end)`;
      const [reserved] = await db
        .update(users)
        .set({
          payPending: sql`${pending} + 1`,
          payPendingAt: now,
          payFailures: failures,
          payLockedUntil: sql`case when ${expired} then null else ${users.payLockedUntil} end`,
        })
        .where(
          and(
            eq(users.id, uid),
            isNotNull(users.payPasswordHash),
            or(isNull(users.payLockedUntil), lte(users.payLockedUntil, now)),
            sql`${failures} + ${pending} < ${max}`,
          ),
        )
        .returning({ hash: users.payPasswordHash });
      if (reserved) {
        hash = reserved.hash;
        break;
      }
      const u = await userRow(uid);
      if (!u.payPasswordHash) throw new AppError(ErrorCode.CONFLICT, '请先设置支付密码');
      if (u.payLockedUntil && u.payLockedUntil > clock.now()) throw payLocked();
      if (Date.now() > waitUntil) throw new AppError(ErrorCode.RATE_LIMITED, '支付密码校验繁忙，请稍后再试');
      await new Promise((r) => setTimeout(r, pause + Math.random() * pause));
    }
    const ok = await verify(hash!, password).catch(() => false);
    const release = sql`greatest(${users.payPending} - 1, 0)`;
    if (ok) {
      await db.update(users).set({ payFailures: 0, payPending: release }).where(eq(users.id, uid));
      return;
    }
    const lockedUntil = new Date(clock.now().getTime() + w.payLockSeconds * 1000).toISOString();
    const [after] = await db
      .update(users)
      .set({
        payFailures: sql`${users.payFailures} + 1`,
        payPending: release,
        payLockedUntil: sql`case when ${users.payFailures} + 1 >= ${max} then ${lockedUntil}::timestamptz
          else ${users.payLockedUntil} end`,
      })
      .where(eq(users.id, uid))
      .returning({ failures: users.payFailures });
    const left = max - after!.failures;
    if (left <= 0) throw payLocked();
    throw new AppError(ErrorCode.PASSWORD_WRONG, `支付密码错误，还可以再试${left}次`);
  }

  /** The openid of a messaging-app OAuth code (or the sandbox's own account); nothing is stored here. */
  async function resolveAccount(uid: number, code: string) {
    if (code !== 'sandbox') return (await wechat.openid(code)).openid;
    if (config.pay.provider !== 'sandbox') throw new AppError(ErrorCode.CONFLICT, '沙箱账户仅在支付沙箱中可用');
    return `sandbox-${uid}`;
  }

  /**
   * Sets the payout account and logs it (payout_account_changes). `bind` only when none is bound (one conditional
   * UPDATE, so two parallel binds cannot both win); `change` after the SMS check. Every bind but the very first
   * and every change hold withdrawals for `payoutChangeHoldSeconds`: a stolen session cannot unbind, bind its own
   * account and take the money at once.
   */
  async function setAccount(uid: number, code: string, ip: string, kind: 'bind' | 'change') {
    const openid = await resolveAccount(uid, code);
    await db.transaction(async (tx) => {
      const [earlier] = await tx
        .select({ id: payoutAccountChanges.id })
        .from(payoutAccountChanges)
        .where(eq(payoutAccountChanges.userId, uid))
        .limit(1);
      const hold =
        (kind === 'change' || earlier) && w.payoutChangeHoldSeconds > 0
          ? new Date(clock.now().getTime() + w.payoutChangeHoldSeconds * 1000)
          : null;
      const [set] = await tx
        .update(users)
        .set({ wxOpenid: openid, ...(hold ? { payoutHoldUntil: hold } : {}) })
        .where(and(eq(users.id, uid), kind === 'bind' ? isNull(users.wxOpenid) : isNotNull(users.wxOpenid)))
        .returning({ id: users.id });
      if (!set)
        throw new AppError(
          ErrorCode.CONFLICT,
          kind === 'bind' ? '已绑定提现账户，更换账户请先验证手机号' : '尚未绑定提现账户，请先绑定',
        );
      await tx
        .insert(payoutAccountChanges)
        .values({ userId: uid, kind, account: maskAccount(openid), ip, holdUntil: hold, createdAt: clock.now() });
    });
    return info(uid);
  }

  return {
    info,
    checkPassword,

    async ledger(uid: number, p: { page: number; page_size: number }) {
      const id = await accountId(db, { kind: 'user', ownerId: uid });
      const where = eq(ledgerEntries.accountId, id);
      const [rows, [total]] = await Promise.all([
        db
          .select({ e: ledgerEntries, reason: transfers.reason })
          .from(ledgerEntries)
          .innerJoin(transfers, eq(transfers.id, ledgerEntries.transferId))
          .where(where)
          .orderBy(desc(ledgerEntries.id))
          .limit(p.page_size)
          .offset((p.page - 1) * p.page_size),
        db.select({ n: count() }).from(ledgerEntries).where(where),
      ]);
      return {
        list: rows.map((r) => ({
          id: r.e.id,
          amount: r.e.amount,
          balance_after: r.e.balanceAfter,
          reason: r.reason,
          create_time: secs(r.e.createdAt)!,
        })),
        count: total?.n ?? 0,
        page_size: p.page_size,
      };
    },

    /**
     * A withdrawal: one transaction under the user's account lock — the day's maximum, the withdrawal row and its
     * ledger transfer. With a `request_id` a retry (a timeout, another instance) answers the withdrawal already made.
     */
    async withdraw(uid: number, q: { withdrawal: string; money: number; request_id?: string }) {
      const u = await userRow(uid);
      if (!u.payPasswordHash) throw new AppError(ErrorCode.CONFLICT, '请先设置支付密码');
      if (!u.wxOpenid) throw new AppError(ErrorCode.CONFLICT, '请先绑定提现账户');
      if (u.payoutHoldUntil && u.payoutHoldUntil > clock.now())
        throw new AppError(
          ErrorCode.CONFLICT,
          `提现账户变更后${Math.round(w.payoutChangeHoldSeconds / 3600)}小时内不能提现，请于${formatDate(u.payoutHoldUntil, 'm月d日 h:i')}后再试`,
        );
      if (q.money < w.minWithdrawal)
        throw new AppError(ErrorCode.CONFLICT, `低于最低提现金额${(w.minWithdrawal / 100).toFixed(2)}元`);
      await checkPassword(uid, q.withdrawal);
      const row = await db.transaction(async (tx) => {
        // the user's account row is the lock: withdrawals of one user are serialised from here
        const id = await accountId(tx, { kind: 'user', ownerId: uid });
        await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id)).for('update');
        if (q.request_id) {
          const [made] = await tx
            .select()
            .from(withdrawals)
            .where(and(eq(withdrawals.userId, uid), eq(withdrawals.requestId, q.request_id)));
          if (made) {
            if (made.amount !== q.money) throw new AppError(ErrorCode.CONFLICT, '请求编号已用于另一笔提现');
            return made;
          }
        }
        const today = Number(
          (
            await tx
              .select({ n: sql<string>`coalesce(sum(${withdrawals.amount}), 0)` })
              .from(withdrawals)
              .where(
                and(
                  eq(withdrawals.userId, uid),
                  inArray(withdrawals.state, ['pending', 'done']),
                  gte(withdrawals.createdAt, startOfToday()),
                ),
              )
          )[0]!.n,
        );
        if (today + q.money > w.dailyMaxWithdrawal) throw new AppError(ErrorCode.CONFLICT, '超过今日提现额度');
        const [created] = await tx
          .insert(withdrawals)
          .values({
            userId: uid,
            amount: q.money,
            account: maskAccount(u.wxOpenid!),
            createdAt: clock.now(),
            requestId: q.request_id ?? null,
          })
          .returning();
        await transfer(tx, { kind: 'user', ownerId: uid }, { kind: 'platform', name: 'withdrawals' }, q.money, '提现', {
          type: 'withdrawal',
          id: created!.id,
        });
        return created!;
      });
      return toWithdrawal(row);
    },

    async withdrawals(uid: number, p: { page: number; page_size: number }) {
      const where = eq(withdrawals.userId, uid);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(withdrawals)
          .where(where)
          .orderBy(desc(withdrawals.id))
          .limit(p.page_size)
          .offset((p.page - 1) * p.page_size),
        db.select({ n: count() }).from(withdrawals).where(where),
      ]);
      return { list: rows.map(toWithdrawal), count: total?.n ?? 0, page_size: p.page_size };
    },

    /**
     * Settles a pending withdrawal exactly once (a conditional update): done, or failed with the money returned by a
     * reversal transfer in the same transaction. The sandbox pays out every pending one (`processPending`).
     */
    async settle(id: number, outcome: { ok: true } | { ok: false; reason: string }) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(withdrawals)
          .set(
            outcome.ok
              ? { state: 'done', doneAt: clock.now() }
              : { state: 'failed', doneAt: clock.now(), failReason: outcome.reason },
          )
          .where(and(eq(withdrawals.id, id), eq(withdrawals.state, 'pending')))
          .returning();
        if (row && !outcome.ok)
          await transfer(
            tx,
            { kind: 'platform', name: 'withdrawals' },
            { kind: 'user', ownerId: row.userId },
            row.amount,
            '提现失败退回',
            {
              type: 'withdrawal',
              id: row.id,
            },
          );
        return row ?? null;
      });
    },

    /** The sandbox's payout: every pending withdrawal is paid (run by the scheduled sweep on any instance). */
    async processPending() {
      if (config.pay.provider !== 'sandbox') return 0;
      const pending = await db
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(eq(withdrawals.state, 'pending'))
        .limit(100);
      for (const p of pending) await this.settle(p.id, { ok: true });
      if (pending.length) log(`sandbox paid out ${pending.length} withdrawal(s)`);
      return pending.length;
    },

    async setPassword(
      uid: number,
      q: { operation?: 'set' | 'modify' | 'forget'; withdrawal?: string; code: string; oldpasswd: string },
    ) {
      const u = await userRow(uid);
      if (!q.operation) return { has_password: u.payPasswordHash !== null };
      if (q.operation === 'set' && u.payPasswordHash) throw new AppError(ErrorCode.CONFLICT, '已设置支付密码');
      if (q.operation === 'modify') await checkPassword(uid, q.oldpasswd);
      else await sms.check(u.mobile, 'setpassword', q.code, true);
      await db
        .update(users)
        .set({ payPasswordHash: await hash(q.withdrawal!), payFailures: 0, payLockedUntil: null })
        .where(eq(users.id, uid));
      return { has_password: true };
    },

    /** Binds a payout account when none is bound; replacing one goes through `changeAccount` (SMS). */
    bindAccount: (uid: number, code: string, ip: string) => setAccount(uid, code, ip, 'bind'),

    async unbindAccount(uid: number, ip: string) {
      const [pending] = await db
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .where(and(eq(withdrawals.userId, uid), eq(withdrawals.state, 'pending')))
        .limit(1);
      if (pending) throw new AppError(ErrorCode.CONFLICT, '有处理中的提现，暂不能解绑');
      await db.transaction(async (tx) => {
        const [was] = await tx.select({ openid: users.wxOpenid }).from(users).where(eq(users.id, uid)).for('update');
        if (!was?.openid) return;
        await tx.update(users).set({ wxOpenid: null }).where(eq(users.id, uid));
        await tx
          .insert(payoutAccountChanges)
          .values({ userId: uid, kind: 'unbind', account: maskAccount(was.openid), ip, createdAt: clock.now() });
      });
      return info(uid);
    },

    async changeAccount(uid: number, q: { othertel: string; code: string; wxcode: string }, ip: string) {
      const u = await userRow(uid);
      if (q.othertel !== u.mobile) throw new AppError(ErrorCode.FORBIDDEN, '请使用本账号的手机号验证');
      await sms.check(u.mobile, 'setpassword', q.code, true);
      return setAccount(uid, q.wxcode, ip, u.wxOpenid ? 'change' : 'bind');
    },
  };
}
export type WalletService = ReturnType<typeof walletService>;
