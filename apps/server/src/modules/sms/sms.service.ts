import { randomInt } from 'node:crypto';
import { ErrorCode, formatDate, type SmsScene } from '@kc/shared';
import type { Config } from '../../config/config.js';
import { AppError } from '../../plugins/app/errors.js';
import type { Kv } from '../../plugins/app/kv.js';
import type { SmsProvider } from '../../plugins/app/sms.js';

const IP_HOURLY_MAX = 30;

/**
 * SMS codes: 6 digits, live `codeTtl` s. Per purpose (scene): one send per mobile per `cooldown` s and `dailyMax` a
 * day, so a stranger spending one purpose's quota does not block another (a victim can still log in); per client
 * address 30 sends an hour across mobiles. `maxTries` wrong tries burn a code, counted atomically (Kv.checkCode).
 */
export function smsService(kv: Kv, provider: SmsProvider, limits: Config['sms']) {
  const codeKey = (scene: SmsScene, mobile: string) => `sms:code:${scene}:${mobile}`;
  const triesKey = (scene: SmsScene, mobile: string) => `sms:tries:${scene}:${mobile}`;

  return {
    async send(mobile: string, scene: SmsScene, ip: string) {
      const dayKey = `sms:day:${scene}:${mobile}:${formatDate(Date.now(), 'ymd')}`;
      const cooldownKey = `sms:cooldown:${scene}:${mobile}`;
      if (Number(await kv.get(dayKey)) >= limits.dailyMax) {
        throw new AppError(ErrorCode.RATE_LIMITED, '今日验证码发送次数已达上限，请明天再试');
      }
      if ((await kv.incr(`sms:ip:${ip}`, 3600)) > IP_HOURLY_MAX) {
        throw new AppError(ErrorCode.RATE_LIMITED, '验证码请求过于频繁，请稍后再试');
      }
      if (!(await kv.setIfAbsent(cooldownKey, '1', limits.cooldown))) {
        const wait = await kv.ttl(cooldownKey);
        throw new AppError(ErrorCode.RATE_LIMITED, `验证码发送过于频繁，请${wait || limits.cooldown}秒后再试`, {
          resend_in: wait,
        });
      }
      if ((await kv.incr(dayKey, 86400)) > limits.dailyMax) {
        throw new AppError(ErrorCode.RATE_LIMITED, '今日验证码发送次数已达上限，请明天再试');
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await kv.set(codeKey(scene, mobile), code, limits.codeTtl);
      await kv.del(triesKey(scene, mobile));
      await provider.send(mobile, code, scene);
      return { expires_in: limits.codeTtl, resend_in: limits.cooldown };
    },

    /** Checks a code; `consume` uses it up (exactly one of concurrent callers succeeds). At most `maxTries` compared. */
    async check(mobile: string, scene: SmsScene, code: string, consume: boolean) {
      const r = await kv.checkCode(codeKey(scene, mobile), triesKey(scene, mobile), code, {
        maxTries: limits.maxTries,
        ttlSeconds: limits.codeTtl,
        consume,
      });
      if (r.result === 'ok') return;
      if (r.result === 'expired') throw new AppError(ErrorCode.SMS_CODE_EXPIRED);
      if (r.burnt) throw new AppError(ErrorCode.SMS_CODE_WRONG, '验证码错误次数过多，请重新获取');
      throw new AppError(ErrorCode.SMS_CODE_WRONG, `验证码错误，还可尝试${limits.maxTries - r.tries}次`);
    },
  };
}
export type SmsService = ReturnType<typeof smsService>;
