import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { accounts, ledgerEntries, payoutAccountChanges, transfers, users, withdrawals } from '../../db/schema.js';

/**
 * Drizzle queries of the wallet: the user's wallet columns (pay password, payout account), withdrawals, ledger pages
 * and payout-account changes. Money itself moves only through ledger.ts (`transfer`).
 */
export function walletRepository(db: Db) {
  return {
    user: async (uid: number) => (await db.select().from(users).where(eq(users.id, uid)))[0]!,

    /** What the user withdrew (pending or done) since `since`, in fen. */
    withdrawnSince: async (uid: number, since: Date, tx: Db | Tx = db) =>
      Number(
        (
          await tx
            .select({ n: sql<string>`coalesce(sum(${withdrawals.amount}), 0)` })
            .from(withdrawals)
            .where(
              and(
                eq(withdrawals.userId, uid),
                inArray(withdrawals.state, ['pending', 'done']),
                gte(withdrawals.createdAt, since),
              ),
            )
        )[0]!.n,
      ),

    /** A page of an account's entries, newest first, with their transfers' reasons, and how many there are. */
    ledgerPage: (accountId: number, p: { page: number; page_size: number }) => {
      const where = eq(ledgerEntries.accountId, accountId);
      return Promise.all([
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
    },

    /** The account row locked until the transaction ends. */
    lockAccount: (tx: Tx, id: number) =>
      tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id)).for('update'),

    withdrawalByRequest: async (tx: Tx, uid: number, requestId: string) =>
      (
        await tx
          .select()
          .from(withdrawals)
          .where(and(eq(withdrawals.userId, uid), eq(withdrawals.requestId, requestId)))
      )[0],

    insertWithdrawal: async (
      tx: Tx,
      row: { userId: number; amount: number; account: string; createdAt: Date; requestId: string | null },
    ) => (await tx.insert(withdrawals).values(row).returning())[0]!,

    withdrawalPage: (uid: number, p: { page: number; page_size: number }) => {
      const where = eq(withdrawals.userId, uid);
      return Promise.all([
        db
          .select()
          .from(withdrawals)
          .where(where)
          .orderBy(desc(withdrawals.id))
          .limit(p.page_size)
          .offset((p.page - 1) * p.page_size),
        db.select({ n: count() }).from(withdrawals).where(where),
      ]);
    },

    /** Pending → done or failed, exactly once (the state is the guard): the row, or nothing. */
    settleWithdrawal: async (
      tx: Tx,
      id: number,
      set: { state: 'done'; doneAt: Date } | { state: 'failed'; doneAt: Date; failReason: string },
    ) =>
      (
        await tx
          .update(withdrawals)
          .set(set)
          .where(and(eq(withdrawals.id, id), eq(withdrawals.state, 'pending')))
          .returning()
      )[0],

    pendingWithdrawals: (limit: number) =>
      db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.state, 'pending')).limit(limit),

    hasPendingWithdrawal: async (uid: number) =>
      (
        await db
          .select({ id: withdrawals.id })
          .from(withdrawals)
          .where(and(eq(withdrawals.userId, uid), eq(withdrawals.state, 'pending')))
          .limit(1)
      ).length > 0,

    /**
     * Reserves a pay-password check (see pay-password.service.ts): one conditional UPDATE, allowed only while the
     * confirmed failures plus the checks in flight stay under `max` and the password is not locked at `at`; a lock
     * past its time is cleared and a reservation older than `staleSeconds` no longer counts. The hash, or nothing.
     */
    async reservePayCheck(uid: number, at: Date, max: number, staleSeconds: number) {
      const now = sql`${at.toISOString()}::timestamptz`;
      const expired = sql`(${users.payLockedUntil} is not null and ${users.payLockedUntil} <= ${now})`;
      const failures = sql`(case when ${expired} then 0 else ${users.payFailures} end)`;
      const pending = sql`(case when ${users.payPendingAt} < ${now} - make_interval(secs => ${staleSeconds})
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
      return reserved;
    },

    /** A reserved check passed: failures reset, its reservation released. */
    payCheckPassed: (uid: number) =>
      db
        .update(users)
        .set({ payFailures: 0, payPending: sql`greatest(${users.payPending} - 1, 0)` })
        .where(eq(users.id, uid)),

    /** A reserved check failed: one more failure, its reservation released, locked until `lockedUntil` at `max`. */
    payCheckFailed: async (uid: number, max: number, lockedUntil: string) =>
      (
        await db
          .update(users)
          .set({
            payFailures: sql`${users.payFailures} + 1`,
            payPending: sql`greatest(${users.payPending} - 1, 0)`,
            payLockedUntil: sql`case when ${users.payFailures} + 1 >= ${max} then ${lockedUntil}::timestamptz
          else ${users.payLockedUntil} end`,
          })
          .where(eq(users.id, uid))
          .returning({ failures: users.payFailures })
      )[0]!,

    setPayPassword: (uid: number, hash: string) =>
      db.update(users).set({ payPasswordHash: hash, payFailures: 0, payLockedUntil: null }).where(eq(users.id, uid)),

    hasPayoutChange: async (tx: Tx, uid: number) =>
      (
        await tx
          .select({ id: payoutAccountChanges.id })
          .from(payoutAccountChanges)
          .where(eq(payoutAccountChanges.userId, uid))
          .limit(1)
      ).length > 0,

    /** Sets the payout account only when none is bound (`bind`) or one is (`change`): false when that did not hold. */
    setPayoutAccount: async (tx: Tx, uid: number, openid: string, hold: Date | null, kind: 'bind' | 'change') =>
      (
        await tx
          .update(users)
          .set({ wxOpenid: openid, ...(hold ? { payoutHoldUntil: hold } : {}) })
          .where(and(eq(users.id, uid), kind === 'bind' ? isNull(users.wxOpenid) : isNotNull(users.wxOpenid)))
          .returning({ id: users.id })
      ).length > 0,

    /** The bound openid, the user row locked until the transaction ends. */
    lockPayoutAccount: async (tx: Tx, uid: number) =>
      (await tx.select({ openid: users.wxOpenid }).from(users).where(eq(users.id, uid)).for('update'))[0]?.openid ??
      null,

    clearPayoutAccount: (tx: Tx, uid: number) => tx.update(users).set({ wxOpenid: null }).where(eq(users.id, uid)),

    logPayoutChange: (tx: Tx, row: typeof payoutAccountChanges.$inferInsert) =>
      tx.insert(payoutAccountChanges).values(row),
  };
}
export type WalletRepository = ReturnType<typeof walletRepository>;
