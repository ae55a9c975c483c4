import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { jssdkSignature, newNonce } from './jssdk-signature.js';
import type { WechatClient } from './wechat.client.js';

const OAUTH_BASE = 'https://open.weixin.qq.com/connect/oauth2/authorize';

export function wechatService(db: Db, client: WechatClient) {
  return {
    async jssdk(url: string) {
      const appId = client.appId();
      const ticket = await client.jsapiTicket();
      const nonceStr = newNonce();
      const timestamp = Math.floor(Date.now() / 1000);
      return { appId, timestamp, nonceStr, signature: jssdkSignature(ticket, nonceStr, timestamp, url) };
    },

    oauthUrl(scope: string, redirect: string, state: string) {
      const qs = new URLSearchParams({
        appid: client.appId(),
        redirect_uri: redirect,
        response_type: 'code',
        scope,
        state,
      });
      return { url: `${OAUTH_BASE}?${qs}#wechat_redirect` };
    },

    /** The openid of an OAuth code; remembered on the caller's account when logged in. */
    async openid(code: string, uid: number | null) {
      const openid = await client.openidByCode(code);
      if (uid !== null) await db.update(users).set({ wxOpenid: openid }).where(eq(users.id, uid));
      return { openid };
    },
  };
}
export type WechatService = ReturnType<typeof wechatService>;
