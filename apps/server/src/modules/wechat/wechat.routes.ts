import { getOpenid, jssdk, wxOauthUrl } from '@kc/shared';
import type { Module } from '../module.js';

export const wechatModule: Module = ({ register, services: { wechat } }) => {
  register(jssdk, (q) => wechat.jssdk(q.url));
  register(wxOauthUrl, async (q) => wechat.oauthUrl(q.scope, q.redirect, q.state));
  register(getOpenid, (q) => wechat.openid(q.code));
};
