import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { INT32_MAX } from '../common/fields.js';
import { listOf } from '../common/paging.js';

/** Messaging-app (WeChat) JS-SDK signature of a page URL (spec 3.6, 7.5). */
export const jssdk = defineCall({
  path: '/api/user/1.0.0/jssdk',
  method: 'POST',
  auth: 'none',
  access: 'public',
  summary: 'JS-SDK config for a page URL: sha1 over jsapi_ticket, noncestr, timestamp, url (fragment removed)',
  query: () => z.strictObject({ url: z.url({ protocol: /^https?$/, error: '页面地址无效' }).max(2048) }),
  data: () => z.object({ appId: z.string(), timestamp: z.number().int(), nonceStr: z.string(), signature: z.string() }),
});

export const OAUTH_SCOPES = ['snsapi_base', 'snsapi_userinfo'] as const;

/** The messaging-app OAuth page to redirect to (the server knows the app id). */
export const wxOauthUrl = defineCall({
  path: '/api/user/1.0.0/wxoauth/url',
  method: 'POST',
  auth: 'none',
  access: 'public',
  summary: 'The messaging-app OAuth authorize URL for a scope (base or user info) and a return URL',
  query: () =>
    z.strictObject({
      scope: z.enum(OAUTH_SCOPES, { error: '授权范围无效' }),
      redirect: z.url({ protocol: /^https?$/, error: '回跳地址无效' }).max(2048),
      state: z
        .string()
        .regex(/^[\w-]{0,64}$/)
        .default(''),
    }),
  data: () => z.object({ url: z.string() }),
});

/** The OAuth return: trade the code for the openid (remembered on the account when logged in). */
export const getOpenid = defineCall({
  path: '/api/user/1.0.0/getopenid',
  method: 'POST',
  auth: 'optional',
  access: 'public',
  summary: 'Trade an OAuth code for the messaging-app openid (for paying; it never changes the payout account)',
  query: () => z.strictObject({ code: z.string().regex(/^[\w-]{1,128}$/, '授权码无效') }),
  data: () => z.object({ openid: z.string() }),
});

export const channelSchema = lazySchema(() =>
  z.object({ id: z.number().int(), channel_name: z.string(), channel_icon: z.string() }),
);
export type Channel = z.infer<typeof channelSchema>;

export const shareDataSchema = lazySchema(() =>
  z.object({
    title: z.string(),
    desc: z.string(),
    link: z.string(),
    imgUrl: z.string(),
    /** the spm code the link carries, attributing visits to the sharer */
    spm: z.string(),
  }),
);
export type ShareContent = z.infer<typeof shareDataSchema>;

const channels = (path: string, where: string) =>
  defineCall({
    path,
    method: 'GET',
    auth: 'none',
    access: 'public',
    summary: `Share channels offered ${where}`,
    query: () => z.strictObject({}),
    data: () => listOf(channelSchema),
  });

export const bbsChannels = channels('/api/c_bbs/1.0.0/inside/channel', 'on posts');
export const centerChannels = channels('/api/user/1.0.0/centerchannel', 'on personal pages');
export const playChannels = channels('/api/c_play/1.0.0/share/channel', 'on events (funly)');

const idField = lazySchema(() =>
  z.coerce.number({ error: '参数错误' }).int().positive('参数错误').max(INT32_MAX, '参数错误'),
);

export const centerShare = defineCall({
  path: '/api/user/1.0.0/centersharechannel',
  method: 'GET',
  auth: 'optional',
  access: 'public',
  summary: 'Share content of a personal page (shareuid), with an spm code for the sharer',
  query: () => z.strictObject({ shareuid: idField }),
  data: () => shareDataSchema,
});

export const bbsShare = defineCall({
  path: '/api/c_bbs/1.0.0/bbs/usershare',
  method: 'GET',
  auth: 'optional',
  access: 'public',
  summary: 'Share content of a post (id)',
  query: () => z.strictObject({ id: idField }),
  data: () => shareDataSchema,
});

export const partyShare = defineCall({
  path: '/api/party_riding/1.0.0/v1/party/share',
  method: 'GET',
  auth: 'optional',
  access: 'public',
  summary: 'Share content of a group ride (id)',
  query: () => z.strictObject({ id: idField }),
  data: () => shareDataSchema,
});

export const playShare = defineCall({
  path: '/api/c_play/1.0.0/share/play',
  method: 'GET',
  auth: 'optional',
  access: 'public',
  summary: 'Share content of an event (play_id)',
  query: () => z.strictObject({ play_id: idField }),
  data: () => shareDataSchema,
});

const point = lazySchema(() => z.object({ lat: z.number(), lng: z.number() }));
export const citySchema = lazySchema(() =>
  z.object({
    name: z.string(),
    province: z.string(),
    adcode: z.string(),
    id: z.number().int(),
    address: z.string(),
  }),
);
export type City = z.infer<typeof citySchema>;

/** IP positioning (last step of the location order): the caller's city and its bounds (use their centre). */
export const locateByIp = defineCall({
  path: '/public/common/1.0.0/location/ip',
  method: 'GET',
  auth: 'none',
  access: 'public',
  summary: 'City of the caller’s IP address with its bounds (the client uses the centre)',
  query: () => z.strictObject({}),
  data: () => z.object({ city: citySchema, bounds: z.object({ southwest: point, northeast: point }) }),
});

/** Reverse geocoding of a GCJ-02 position to its city. */
export const regeo = defineCall({
  path: '/public/common/1.0.0/location/regeo',
  method: 'GET',
  auth: 'none',
  access: 'public',
  summary: 'The city of a GCJ-02 position (nearest known city)',
  query: () => z.strictObject({ lat: z.coerce.number().min(-90).max(90), lng: z.coerce.number().min(-180).max(180) }),
  data: () => z.object({ city: citySchema }),
});
