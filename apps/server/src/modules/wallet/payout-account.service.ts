import { ErrorCode } from '@kc/shared';
import type { Config } from '../../config/config.js';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../plugins/app/errors.js';
import type { SmsService } from '../sms/sms.service.js';
import type { WechatService } from '../wechat/wechat.service.js';
import type { WalletRepository } from './wallet.repository.js';
import type { WalletService } from './wallet.service.js';
import { maskAccount } from './wallet.view.js';

/** The payout account a withdrawal is paid to: bind, change (after an SMS check) and unbind, each logged. */
export function payoutAccountService(
  db: Db,
  repo: WalletRepository,
  config: Config,
  sms: SmsService,
  wechat: WechatService,
  wallet: Pick<WalletService, 'info'>,
  clock: Clock,
) {
  const w = config.wallet;

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
      const earlier = await repo.hasPayoutChange(tx, uid);
      const hold =
        (kind === 'change' || earlier) && w.payoutChangeHoldSeconds > 0
          ? new Date(clock.now().getTime() + w.payoutChangeHoldSeconds * 1000)
          : null;
      if (!(await repo.setPayoutAccount(tx, uid, openid, hold, kind)))
        throw new AppError(
          ErrorCode.CONFLICT,
          kind === 'bind' ? '已绑定提现账户，更换账户请先验证手机号' : '尚未绑定提现账户，请先绑定',
        );
      await repo.logPayoutChange(tx, {
        userId: uid,
        kind,
        account: maskAccount(openid),
        ip,
        holdUntil: hold,
        createdAt: clock.now(),
      });
    });
    return wallet.info(uid);
  }

  return {
    /** Binds a payout account when none is bound; replacing one goes through `changeAccount` (SMS). */
    bindAccount: (uid: number, code: string, ip: string) => setAccount(uid, code, ip, 'bind'),

    async unbindAccount(uid: number, ip: string) {
      if (await repo.hasPendingWithdrawal(uid)) throw new AppError(ErrorCode.CONFLICT, '有处理中的提现，暂不能解绑');
      await db.transaction(async (tx) => {
        const openid = await repo.lockPayoutAccount(tx, uid);
        if (!openid) return;
        await repo.clearPayoutAccount(tx, uid);
        await repo.logPayoutChange(tx, {
          userId: uid,
          kind: 'unbind',
          account: maskAccount(openid),
          ip,
          createdAt: clock.now(),
        });
      });
      return wallet.info(uid);
    },

    async changeAccount(uid: number, q: { othertel: string; code: string; wxcode: string }, ip: string) {
      const u = await repo.user(uid);
      if (q.othertel !== u.mobile) throw new AppError(ErrorCode.FORBIDDEN, '请使用本账号的手机号验证');
      await sms.check(u.mobile, 'setpassword', q.code, true);
      return setAccount(uid, q.wxcode, ip, u.wxOpenid ? 'change' : 'bind');
    },
  };
}
export type PayoutAccountService = ReturnType<typeof payoutAccountService>;
