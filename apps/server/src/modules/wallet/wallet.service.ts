import { ErrorCode, formatDate } from '@kc/shared';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { shanghaiDay, toSecs } from '../../lib/time.js';
import { AppError } from '../../plugins/app/errors.js';
import { accountId, balanceOf, transfer } from './ledger.js';
import type { PayPasswordService } from './pay-password.service.js';
import type { WalletRepository } from './wallet.repository.js';
import { maskAccount, toWithdrawal } from './wallet.view.js';

/**
 * The user's balance, its ledger and withdrawals. Money moves only through `transfer` (ledger.ts); the pay password
 * is pay-password.service.ts, the payout account payout-account.service.ts.
 */
export function walletService(
  db: Db,
  repo: WalletRepository,
  config: Config,
  payPassword: Pick<PayPasswordService, 'checkPassword'>,
  clock: Clock,
  log: (msg: string) => void = () => {},
) {
  const w = config.wallet;
  const startOfToday = () => new Date(`${shanghaiDay(clock.now())}T00:00:00+08:00`);

  const info = async (uid: number) => {
    const u = await repo.user(uid);
    return {
      money: await balanceOf(db, { kind: 'user', ownerId: uid }),
      has_password: u.payPasswordHash !== null,
      account: u.wxOpenid ? maskAccount(u.wxOpenid) : '',
      min_withdrawal: w.minWithdrawal,
      daily_max_withdrawal: w.dailyMaxWithdrawal,
      withdrawn_today: await repo.withdrawnSince(uid, startOfToday()),
      withdraw_hold_until: u.payoutHoldUntil && u.payoutHoldUntil > clock.now() ? toSecs(u.payoutHoldUntil) : null,
      payout_hold_hours: Math.round(w.payoutChangeHoldSeconds / 3600),
    };
  };

  /**
   * Settles a pending withdrawal exactly once (a conditional update): done, or failed with the money returned by a
   * reversal transfer in the same transaction. The sandbox pays out every pending one (`processPending`).
   */
  const settle = async (id: number, outcome: { ok: true } | { ok: false; reason: string }) =>
    db.transaction(async (tx) => {
      const row = await repo.settleWithdrawal(
        tx,
        id,
        outcome.ok
          ? { state: 'done', doneAt: clock.now() }
          : { state: 'failed', doneAt: clock.now(), failReason: outcome.reason },
      );
      if (row && !outcome.ok)
        await transfer(
          tx,
          { kind: 'platform', name: 'withdrawals' },
          { kind: 'user', ownerId: row.userId },
          row.amount,
          '提现失败退回',
          { type: 'withdrawal', id: row.id },
        );
      return row ?? null;
    });

  return {
    info,

    async ledger(uid: number, p: { page: number; page_size: number }) {
      const id = await accountId(db, { kind: 'user', ownerId: uid });
      const [rows, [total]] = await repo.ledgerPage(id, p);
      return {
        list: rows.map((r) => ({
          id: r.e.id,
          amount: r.e.amount,
          balance_after: r.e.balanceAfter,
          reason: r.reason,
          create_time: toSecs(r.e.createdAt),
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
      const u = await repo.user(uid);
      if (!u.payPasswordHash) throw new AppError(ErrorCode.CONFLICT, '请先设置支付密码');
      if (!u.wxOpenid) throw new AppError(ErrorCode.CONFLICT, '请先绑定提现账户');
      if (u.payoutHoldUntil && u.payoutHoldUntil > clock.now())
        throw new AppError(
          ErrorCode.CONFLICT,
          `提现账户变更后${Math.round(w.payoutChangeHoldSeconds / 3600)}小时内不能提现，请于${formatDate(u.payoutHoldUntil, 'm月d日 h:i')}后再试`,
        );
      if (q.money < w.minWithdrawal)
        throw new AppError(ErrorCode.CONFLICT, `低于最低提现金额${(w.minWithdrawal / 100).toFixed(2)}元`);
      await payPassword.checkPassword(uid, q.withdrawal);
      const row = await db.transaction(async (tx) => {
        // the user's account row is the lock: withdrawals of one user are serialised from here
        const id = await accountId(tx, { kind: 'user', ownerId: uid });
        await repo.lockAccount(tx, id);
        if (q.request_id) {
          const made = await repo.withdrawalByRequest(tx, uid, q.request_id);
          if (made) {
            if (made.amount !== q.money) throw new AppError(ErrorCode.CONFLICT, '请求编号已用于另一笔提现');
            return made;
          }
        }
        const today = await repo.withdrawnSince(uid, startOfToday(), tx);
        if (today + q.money > w.dailyMaxWithdrawal) throw new AppError(ErrorCode.CONFLICT, '超过今日提现额度');
        const created = await repo.insertWithdrawal(tx, {
          userId: uid,
          amount: q.money,
          account: maskAccount(u.wxOpenid!),
          createdAt: clock.now(),
          requestId: q.request_id ?? null,
        });
        await transfer(tx, { kind: 'user', ownerId: uid }, { kind: 'platform', name: 'withdrawals' }, q.money, '提现', {
          type: 'withdrawal',
          id: created.id,
        });
        return created;
      });
      return toWithdrawal(row);
    },

    async withdrawals(uid: number, p: { page: number; page_size: number }) {
      const [rows, [total]] = await repo.withdrawalPage(uid, p);
      return { list: rows.map(toWithdrawal), count: total?.n ?? 0, page_size: p.page_size };
    },

    settle,

    /** The sandbox's payout: every pending withdrawal is paid (run by the scheduled sweep on any instance). */
    async processPending() {
      if (config.pay.provider !== 'sandbox') return 0;
      const pending = await repo.pendingWithdrawals(100);
      for (const p of pending) await settle(p.id, { ok: true });
      if (pending.length) log(`sandbox paid out ${pending.length} withdrawal(s)`);
      return pending.length;
    },
  };
}
export type WalletService = ReturnType<typeof walletService>;
