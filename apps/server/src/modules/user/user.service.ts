import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { ErrorCode, type Session, type UserInfo } from '@kc/shared';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../plugins/app/errors.js';
import type { AuthUser } from '../../plugins/app/contract.js';
import type { Kv } from '../../plugins/app/kv.js';
import type { SmsService } from '../sms/sms.service.js';
import type { SessionService, TokenPair } from './session.service.js';
import type { UserRepository, UserRow } from './user.repository.js';

export interface UserCounters {
  money: number;
  tobepaid: number;
  myticket: number;
  newmessagenum: number;
  breview: number;
}

/** The profile a user sees of themselves, with the balance and counters of the features that own them. */
export const toUserInfo = (
  u: UserRow,
  c: UserCounters = { money: 0, tobepaid: 0, myticket: 0, newmessagenum: 0, breview: 0 },
): UserInfo => ({
  uid: u.id,
  mobile: u.mobile,
  username: u.username,
  nickname: u.nickname,
  headimg: u.headimg,
  signature: u.signature,
  money: c.money,
  has_password: u.passwordHash !== null,
  newmessagenum: c.newmessagenum,
  tobepaid: c.tobepaid,
  myticket: c.myticket,
  breview: c.breview,
  userticket: 0,
});

const defaultName = (mobile: string) => `用户${mobile.slice(-4)}`;
/** The Kv counters of password-login guesses (loginByPassword): per address, per mobile from it, per mobile. */
const guessKeys = (mobile: string, ip: string) => ({
  ipKey: `login:ip:${ip}`,
  pairKey: `login:fail:${mobile}:${ip}`,
  accountKey: `login:fail:${mobile}`,
});
export const hashPassword = (password: string) => hash(password);

export function userService(deps: {
  db: Db;
  users: UserRepository;
  sessions: SessionService;
  sms: SmsService;
  kv: Kv;
  login: Config['login'];
}) {
  const { db, users, sessions, sms, kv } = deps;
  // verified against when a mobile has no account or no password, so those answers take as long as a wrong password
  let dummy: Promise<string> | null = null;
  const dummyHash = () => (dummy ??= hash(randomBytes(16).toString('hex')));

  const sessionFor = (user: UserRow, pair: TokenPair, counters?: UserCounters): Session => ({
    ...pair,
    mobile: user.mobile,
    username: user.username,
    userInfo: toUserInfo(user, counters),
  });

  const live = async (uid: number) => {
    const u = await users.findLiveById(uid);
    if (!u) throw new AppError(ErrorCode.SESSION_INVALID);
    return u;
  };

  /**
   * The one way a login password changes (reset, set, change): hashed as register hashes it (the rule is the
   * contract's `passwordField`), written with the end of the user's sessions but `keep` (the caller's own) in one
   * transaction, then the mobile's password lock is lifted. The updated row.
   */
  const changePassword = async (user: UserRow, password: string, ip: string, keep?: number): Promise<UserRow> => {
    const passwordHash = await hashPassword(password);
    const updated = await db.transaction(async (tx) => {
      const row = await users.setPasswordHash(user.id, passwordHash, tx);
      if (!row) throw new AppError(ErrorCode.SESSION_INVALID);
      await sessions.closeOnPasswordChange(user.id, tx, keep);
      return row;
    });
    const { pairKey, accountKey } = guessKeys(user.mobile, ip);
    await Promise.all([kv.del(pairKey), kv.del(accountKey)]);
    return updated;
  };

  return {
    async loginBySms(mobile: string, code: string): Promise<Session> {
      await sms.check(mobile, 'login', code, true);
      const user =
        (await users.findLiveByMobile(mobile)) ??
        (await users.insert({ mobile, name: defaultName(mobile) })) ??
        (await users.findLiveByMobile(mobile));
      if (!user) throw new AppError(ErrorCode.CONFLICT);
      return sessionFor(user, await sessions.open(user.id));
    },

    /**
     * Password login. Every attempt reserves a place on three counters *before* the password is checked, so
     * parallel guesses cannot outrun them: the client address across mobiles (`ipHourlyFailures` an hour: 10029),
     * the mobile from this address (`maxFailures`, then locked for `lockSeconds`) and the mobile from every address
     * (`accountMaxFailures`). A locked mobile is refused even with the right password; SMS login stays open. An
     * unknown mobile, one without a password and a wrong password answer alike and take as long (a dummy hash).
     */
    async loginByPassword(mobile: string, password: string, ip: string): Promise<Session> {
      const { maxFailures, lockSeconds, ipHourlyFailures, accountMaxFailures } = deps.login;
      const { ipKey, pairKey, accountKey } = guessKeys(mobile, ip);
      // a refusal compares nothing, so it gives its place on the address back (an address does not lock itself)
      if ((await kv.incr(ipKey, 3600)) > ipHourlyFailures) {
        await kv.decr(ipKey);
        throw new AppError(ErrorCode.RATE_LIMITED, '登录尝试过于频繁，请稍后再试');
      }
      const [pair, account] = [await kv.incr(pairKey, lockSeconds), await kv.incr(accountKey, lockSeconds)];
      const locked = async () => {
        await kv.decr(ipKey);
        const minutes = Math.max(1, Math.ceil(Math.max(await kv.ttl(pairKey), await kv.ttl(accountKey)) / 60));
        return new AppError(ErrorCode.ACCOUNT_LOCKED, `密码错误次数过多，请${minutes}分钟后再试`);
      };
      if (pair > maxFailures || account > accountMaxFailures) throw await locked();
      const user = await users.findLiveByMobile(mobile);
      const ok = (await verify(user?.passwordHash ?? (await dummyHash()), password)) && !!user?.passwordHash;
      if (ok) {
        await Promise.all([kv.del(pairKey), kv.del(accountKey), kv.decr(ipKey)]);
        return sessionFor(user, await sessions.open(user.id));
      }
      // the last allowed failure starts the full lock from now
      if (pair >= maxFailures || account >= accountMaxFailures) {
        if (pair >= maxFailures) await kv.set(pairKey, String(pair), lockSeconds);
        if (account >= accountMaxFailures) await kv.set(accountKey, String(account), lockSeconds);
        throw new AppError(ErrorCode.ACCOUNT_LOCKED, `密码错误次数过多，请${Math.ceil(lockSeconds / 60)}分钟后再试`);
      }
      throw new AppError(ErrorCode.PASSWORD_WRONG, `手机号或密码错误，还可尝试${maxFailures - pair}次`);
    },

    /** The SMS code first, so a stranger without it learns nothing of whether the mobile has an account. */
    async register(mobile: string, code: string, password: string): Promise<Session> {
      await sms.check(mobile, 'register', code, true);
      if (await users.findLiveByMobile(mobile)) throw new AppError(ErrorCode.MOBILE_TAKEN);
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const user = await users.insert({ mobile, passwordHash, name: defaultName(mobile) }, tx);
        if (!user) throw new AppError(ErrorCode.MOBILE_TAKEN);
        return sessionFor(user, await sessions.open(user.id, tx));
      });
    },

    /**
     * 忘记密码: the SMS code first (scene setpassword), so a stranger learns nothing of whether the mobile has an
     * account; then the new password, every session of the account ends, and the caller gets a new one.
     */
    async resetPassword(mobile: string, code: string, password: string, ip: string): Promise<Session> {
      await sms.check(mobile, 'setpassword', code, true);
      const user = await users.findLiveByMobile(mobile);
      if (!user) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND, '该手机号未注册，请使用验证码登录');
      const updated = await changePassword(user, password, ip);
      return sessionFor(updated, await sessions.open(updated.id));
    },

    /** 设置登录密码 / 修改登录密码: the code sent to the caller's own mobile; their other sessions end, this one stays. */
    async setLoginPassword(me: AuthUser, code: string, password: string, ip: string) {
      const user = await live(me.uid);
      await sms.check(user.mobile, 'setpassword', code, true);
      await changePassword(user, password, ip, me.sessionId);
      return { has_password: true as const };
    },

    async refresh(refreshToken: string): Promise<Session> {
      const pair = await sessions.rotate(refreshToken);
      return sessionFor(await live(pair.uid), pair);
    },

    /** The caller's profile and counters; checks the session itself (userinfo is registered `in-statement`). */
    async info(user: AuthUser) {
      const r = await users.withCountersLive(user);
      if (!r) throw new AppError(ErrorCode.SESSION_INVALID);
      return toUserInfo(r.user, r.counters);
    },

    async index(user: AuthUser) {
      const [userInfo, roles] = await Promise.all([this.info(user), users.roles(user.uid)]);
      return { userInfo, roles };
    },

    async edit(user: AuthUser, fields: { nickname?: string; signature?: string; headimg?: string }) {
      if (!(await users.updateProfile(user.uid, fields))) throw new AppError(ErrorCode.SESSION_INVALID);
      return this.info(user);
    },

    /** Account deletion: the code of scene drawdown, then the user and every session end together. */
    async drawdown(uid: number, smscode: string) {
      const user = await live(uid);
      await sms.check(user.mobile, 'drawdown', smscode, true);
      await db.transaction(async (tx) => {
        await users.markDeleted(uid, tx);
        await sessions.closeAllOfUser(uid, tx);
      });
      return {};
    },
  };
}
export type UserService = ReturnType<typeof userService>;
