import { hash, verify } from '@node-rs/argon2';
import { ErrorCode } from '@kc/shared';
import type { Config } from '../../config/config.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../plugins/app/errors.js';
import type { SmsService } from '../sms/sms.service.js';
import type { WalletRepository } from './wallet.repository.js';

/** how long a pay-password check waits for a free slot while others of the same user are in flight */
const PAY_CHECK_WAIT_MS = 15_000;
/** a check reserved longer ago than this (its process died) frees its slot */
const PAY_PENDING_STALE_SECONDS = 60;
const payLocked = () => new AppError(ErrorCode.ACCOUNT_LOCKED, '支付密码错误次数过多，请1小时后再试');

/** The pay password: setting it (SMS or the old one) and checking it, with a bounded number of guesses. */
export function payPasswordService(repo: WalletRepository, w: Config['wallet'], sms: SmsService, clock: Clock) {
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
      const reserved = await repo.reservePayCheck(uid, clock.now(), max, PAY_PENDING_STALE_SECONDS);
      if (reserved) {
        hash = reserved.hash;
        break;
      }
      const u = await repo.user(uid);
      if (!u.payPasswordHash) throw new AppError(ErrorCode.CONFLICT, '请先设置支付密码');
      if (u.payLockedUntil && u.payLockedUntil > clock.now()) throw payLocked();
      if (Date.now() > waitUntil) throw new AppError(ErrorCode.RATE_LIMITED, '支付密码校验繁忙，请稍后再试');
      await new Promise((r) => setTimeout(r, pause + Math.random() * pause));
    }
    const ok = await verify(hash!, password).catch(() => false);
    if (ok) {
      await repo.payCheckPassed(uid);
      return;
    }
    const lockedUntil = new Date(clock.now().getTime() + w.payLockSeconds * 1000).toISOString();
    const after = await repo.payCheckFailed(uid, max, lockedUntil);
    const left = max - after.failures;
    if (left <= 0) throw payLocked();
    throw new AppError(ErrorCode.PASSWORD_WRONG, `支付密码错误，还可以再试${left}次`);
  }

  return {
    checkPassword,

    async setPassword(
      uid: number,
      q: { operation?: 'set' | 'modify' | 'forget'; withdrawal?: string; code: string; oldpasswd: string },
    ) {
      const u = await repo.user(uid);
      if (!q.operation) return { has_password: u.payPasswordHash !== null };
      if (q.operation === 'set' && u.payPasswordHash) throw new AppError(ErrorCode.CONFLICT, '已设置支付密码');
      if (q.operation === 'modify') await checkPassword(uid, q.oldpasswd);
      else await sms.check(u.mobile, 'setpassword', q.code, true);
      await repo.setPayPassword(uid, await hash(q.withdrawal!));
      return { has_password: true };
    },
  };
}
export type PayPasswordService = ReturnType<typeof payPasswordService>;
