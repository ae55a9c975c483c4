import { toSecs } from '../../lib/time.js';
import { jssdkSignature, newNonce } from './jssdk-signature.js';
import type { WechatClient } from './wechat.client.js';

const OAUTH_BASE = 'https://open.weixin.qq.com/connect/oauth2/authorize';

export function wechatService(client: WechatClient) {
  return {
    async jssdk(url: string) {
      const appId = client.appId();
      const ticket = await client.jsapiTicket();
      const nonceStr = newNonce();
      const timestamp = toSecs(new Date());
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

    /**
     * The openid of an OAuth code, for paying inside the messaging app. It never touches the payout account:
     * that changes only through bindwechat / changewechat (wallet/payout-account.service.ts).
     */
    async openid(code: string) {
      return { openid: await client.openidByCode(code) };
    },
  };
}
export type WechatService = ReturnType<typeof wechatService>;
