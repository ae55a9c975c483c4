import { ErrorCode } from '@kc/shared';
import type { Config } from '../../config/config.js';
import { AppError } from '../../plugins/app/errors.js';
import type { Kv } from '../../plugins/app/kv.js';

interface WxAnswer {
  errcode?: number;
  errmsg?: string;
  access_token?: string;
  ticket?: string;
  expires_in?: number;
  openid?: string;
}

/**
 * The messaging-app server API. Live when an app secret is configured: access token and jsapi ticket cached in
 * the Kv (Redis when configured) for their lifetime less 5 minutes. Without a secret the configured ticket is used,
 * so signatures are still computed by the real algorithm.
 */
export function wechatClient(wx: Config['wx'], kv: Kv, fetchImpl: typeof fetch = fetch) {
  const get = async (path: string, params: Record<string, string>): Promise<WxAnswer> => {
    const url = `${wx.apiBase}${path}?${new URLSearchParams(params)}`;
    let body: WxAnswer;
    try {
      const res = await fetchImpl(url, { signal: AbortSignal.timeout(5000) });
      body = (await res.json()) as WxAnswer;
    } catch {
      throw new AppError(ErrorCode.UPSTREAM_FAILED, '微信服务暂时不可用，请稍后再试');
    }
    if (body.errcode) throw new AppError(ErrorCode.UPSTREAM_FAILED, `微信接口错误 ${body.errcode}`);
    return body;
  };

  const cached = async (key: string, load: () => Promise<{ value: string; ttl: number }>) => {
    const hit = await kv.get(key);
    if (hit) return hit;
    const { value, ttl } = await load();
    await kv.set(key, value, Math.max(60, ttl - 300));
    return value;
  };

  const appId = (): string => {
    if (!wx.appId) throw new AppError(ErrorCode.NOT_CONFIGURED, '未配置微信公众号');
    return wx.appId;
  };

  const accessToken = () =>
    cached(`wx:token:${appId()}`, async () => {
      const r = await get('/cgi-bin/token', { grant_type: 'client_credential', appid: appId(), secret: wx.appSecret! });
      return { value: r.access_token!, ttl: r.expires_in ?? 7200 };
    });

  return {
    appId,
    async jsapiTicket(): Promise<string> {
      if (!wx.appSecret) {
        if (!wx.jsapiTicket) throw new AppError(ErrorCode.NOT_CONFIGURED, '未配置微信公众号');
        return wx.jsapiTicket;
      }
      return cached(`wx:ticket:${appId()}`, async () => {
        const r = await get('/cgi-bin/ticket/getticket', { access_token: await accessToken(), type: 'jsapi' });
        return { value: r.ticket!, ttl: r.expires_in ?? 7200 };
      });
    },
    async openidByCode(code: string): Promise<string> {
      if (!wx.appSecret) throw new AppError(ErrorCode.NOT_CONFIGURED, '未配置微信公众号');
      const r = await get('/sns/oauth2/access_token', {
        appid: appId(),
        secret: wx.appSecret,
        code,
        grant_type: 'authorization_code',
      });
      if (!r.openid) throw new AppError(ErrorCode.UPSTREAM_FAILED, '获取微信授权失败');
      return r.openid;
    },
  };
}
export type WechatClient = ReturnType<typeof wechatClient>;
