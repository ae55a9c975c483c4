import { and, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCode } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import { accounts, ledgerEntries, transfers } from '../../db/schema.js';
import { AppError } from '../../plugins/app/errors.js';

/** An account by its owner: a user's balance, a business's income, or a platform clearing account. */
export type AccountKey =
  | { kind: 'user'; ownerId: number }
  | { kind: 'business'; ownerId: number }
  | { kind: 'platform'; name: 'payments' | 'withdrawals' | 'promotions' };

const keyOf = (k: AccountKey) => ({
  kind: k.kind,
  ownerId: k.kind === 'platform' ? null : k.ownerId,
  name: k.kind === 'platform' ? k.name : 'main',
  allowNegative: k.kind === 'platform',
});

/** The account's id, made on first use. */
export async function accountId(tx: Db | Tx, key: AccountKey): Promise<number> {
  const k = keyOf(key);
  const where = and(
    eq(accounts.kind, k.kind),
    k.ownerId === null ? sql`${accounts.ownerId} is null` : eq(accounts.ownerId, k.ownerId),
    eq(accounts.name, k.name),
  );
  const [found] = await tx.select({ id: accounts.id }).from(accounts).where(where);
  if (found) return found.id;
  await tx.insert(accounts).values(k).onConflictDoNothing();
  return (await tx.select({ id: accounts.id }).from(accounts).where(where))[0]!.id;
}

/** A balance in fen (0 for an account never used). */
export async function balanceOf(db: Db | Tx, key: AccountKey): Promise<number> {
  const k = keyOf(key);
  const [row] = await db
    .select({ balance: accounts.balance })
    .from(accounts)
    .where(
      and(
        eq(accounts.kind, k.kind),
        k.ownerId === null ? sql`${accounts.ownerId} is null` : eq(accounts.ownerId, k.ownerId),
        eq(accounts.name, k.name),
      ),
    );
  return row?.balance ?? 0;
}

/**
 * Moves `amount` fen inside the caller's transaction: one conditional debit (never below zero unless the account is
 * a clearing account), one credit, and the transfer with its two entries. 10009 余额不足 when the debit cannot be made.
 */
export async function transfer(
  tx: Tx,
  from: AccountKey,
  to: AccountKey,
  amount: number,
  reason: string,
  ref: { type: string; id: number },
): Promise<number> {
  if (!Number.isInteger(amount) || amount <= 0) throw new AppError(ErrorCode.VALIDATION, '金额无效');
  const [fromId, toId] = [await accountId(tx, from), await accountId(tx, to)];
  // both rows locked in id order, so two transfers between the same accounts in opposite directions cannot deadlock
  await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(inArray(accounts.id, [fromId, toId]))
    .orderBy(accounts.id)
    .for('update');
  const [debited] = await tx
    .update(accounts)
    .set({ balance: sql`${accounts.balance} - ${amount}` })
    .where(and(eq(accounts.id, fromId), sql`(${accounts.allowNegative} or ${accounts.balance} >= ${amount})`))
    .returning({ balance: accounts.balance });
  if (!debited) throw new AppError(ErrorCode.CONFLICT, '余额不足');
  const [credited] = await tx
    .update(accounts)
    .set({ balance: sql`${accounts.balance} + ${amount}` })
    .where(eq(accounts.id, toId))
    .returning({ balance: accounts.balance });
  const [t] = await tx
    .insert(transfers)
    .values({ reason, refType: ref.type, refId: ref.id })
    .returning({ id: transfers.id });
  await tx.insert(ledgerEntries).values([
    { transferId: t!.id, accountId: fromId, amount: -amount, balanceAfter: debited.balance },
    { transferId: t!.id, accountId: toId, amount, balanceAfter: credited!.balance },
  ]);
  return t!.id;
}

/**
 * The books balance: every account's balance equals the sum of its entries, and every transfer sums to zero.
 * Returns what does not hold (empty when all is well). `npm run ledger:check` prints it.
 */
export async function ledgerCheck(db: Db): Promise<string[]> {
  const rows = (await db.execute(sql`
    select 'account ' || a.id || ' (' || a.kind || ':' || coalesce(a.owner_id::text, a.name) || ') balance ' || a.balance
           || ' but entries sum to ' || coalesce(s.total, 0) as problem
      from accounts a left join (select account_id, sum(amount) as total from ledger_entries group by account_id) s
        on s.account_id = a.id
     where a.balance <> coalesce(s.total, 0)
    union all
    select 'transfer ' || transfer_id || ' sums to ' || sum(amount) from ledger_entries group by transfer_id
    having sum(amount) <> 0 or count(*) <> 2
    union all
    select 'account ' || id || ' is below zero' from accounts where not allow_negative and balance < 0
  `)) as unknown as { rows: { problem: string }[] };
  return rows.rows.map((r) => r.problem);
}
