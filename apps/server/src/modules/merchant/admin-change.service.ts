import {
  ErrorCode,
  maskPhone,
  type CallData,
  type merchantAdminChangeConfirm,
  type merchantAdminChangeSend,
} from '@kc/shared';
import type { Db } from '../../db/client.js';
import { AppError, validationError } from '../../plugins/app/errors.js';
import type { Kv } from '../../plugins/app/kv.js';
import type { BusinessRepository } from '../business/business.repository.js';
import type { BusinessActor } from '../business/business.service.js';
import { notify } from '../message/message.repository.js';
import type { SmsService } from '../sms/sms.service.js';
import type { UserRepository } from '../user/user.repository.js';
import type { MerchantRepository } from './merchant.repository.js';

/** The change the owner started: to whom (by mobile), by whom; it lives as long as the code sent. */
interface Pending {
  to: number;
  mobile: string;
  by: number;
}

const EXPIRED = '验证码已失效，请重新获取';

/**
 * Changing a business's administrator (docs/merchant.md, /business-register/admin-change): the owner names the new
 * one by mobile (a registered user); a code goes to that mobile (scene change_manager) and the owner enters the code
 * the new administrator reads to them. Then, in one transaction, the new one is the owner and the old owner an admin.
 * Only the owner reaches this service (the routes act for b_id with the owner role).
 */
export function adminChangeService(deps: {
  db: Db;
  repo: MerchantRepository;
  business: BusinessRepository;
  kv: Kv;
  sms: SmsService;
  users: Pick<UserRepository, 'findLiveByMobile' | 'findLiveById'>;
}) {
  const { db, repo, business, kv, sms, users } = deps;
  const key = (businessId: number) => `merchant:admin-change:${businessId}`;

  return {
    send: async (
      actor: BusinessActor,
      mobile: string,
      ip: string,
    ): Promise<CallData<typeof merchantAdminChangeSend>> => {
      const target = await users.findLiveByMobile(mobile);
      if (!target) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND, '该手机号尚未注册，请新管理员先用该手机号登录注册');
      if (target.id === actor.uid) throw validationError([{ field: 'mobile', message: '新管理员不能是你自己' }]);
      const sent = await sms.send(mobile, 'change_manager', ip);
      const pending: Pending = { to: target.id, mobile, by: actor.uid };
      await kv.set(key(actor.businessId), JSON.stringify(pending), sent.expires_in);
      return { ...sent, mobile: maskPhone(mobile), nickname: target.nickname };
    },

    confirm: async (
      actor: BusinessActor,
      mobile: string,
      code: string,
    ): Promise<CallData<typeof merchantAdminChangeConfirm>> => {
      const raw = await kv.get(key(actor.businessId));
      const pending = raw ? (JSON.parse(raw) as Pending) : null;
      // only the change this owner started, to this mobile, and only with the code that went to it
      if (!pending || pending.mobile !== mobile || pending.by !== actor.uid)
        throw new AppError(ErrorCode.SMS_CODE_EXPIRED, EXPIRED);
      await sms.check(mobile, 'change_manager', code, true);
      await kv.del(key(actor.businessId));
      const target = await users.findLiveById(pending.to);
      if (!target || target.mobile !== mobile)
        throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND, '新管理员的账号已不存在');
      const name = (await repo.businessName(actor.businessId)) ?? '';
      await db.transaction(async (tx) => {
        if (!(await repo.revoke(tx, actor.uid, actor.businessId, 'owner')))
          throw new AppError(ErrorCode.FORBIDDEN, '你已不是该商家的主账号');
        await repo.revoke(tx, target.id, actor.businessId, 'admin');
        await repo.grant(tx, target.id, actor.businessId, 'owner');
        await repo.grant(tx, actor.uid, actor.businessId, 'admin');
        await business.trail(tx, {
          businessId: actor.businessId,
          actorId: actor.uid,
          entity: 'business',
          entityId: actor.businessId,
          action: 'change_manager',
          detail: { from: actor.uid, to: target.id },
        });
        await notify(
          tx,
          target.id,
          'audit',
          '你已成为商家主账号',
          `“${name}”的管理员已变更为你，你现在是该商家的主账号`,
          '/my/business',
        );
        await notify(
          tx,
          actor.uid,
          'audit',
          '商家管理员已变更',
          `“${name}”的主账号已变更为 ${maskPhone(mobile)}，你现在是该商家的管理员`,
          '/my/business',
        );
      });
      return {
        business_id: actor.businessId,
        business_name: name,
        owner_nickname: target.nickname,
        event: 'change_manager',
      };
    },
  };
}
export type AdminChangeService = ReturnType<typeof adminChangeService>;
