import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { displayText, imageUrlField, mobileField, passwordField, smsCodeField } from '../common/fields.js';
import { ROLES } from '../app/enums.js';

export const userInfoSchema = lazySchema(() =>
  z.object({
    uid: z.number().int(),
    mobile: z.string(),
    username: z.string(),
    nickname: z.string(),
    headimg: z.string(),
    signature: z.string(),
    /** wallet balance in fen */
    money: z.number().int(),
    has_password: z.boolean(),
    newmessagenum: z.number().int(),
    tobepaid: z.number().int(),
    myticket: z.number().int(),
    breview: z.number().int(),
    userticket: z.number().int(),
  }),
);
export type UserInfo = z.infer<typeof userInfoSchema>;

export const sessionSchema = lazySchema(() =>
  z.object({
    token: z.string(),
    refreshToken: z.string(),
    /** seconds until the access token expires */
    expires_in: z.number().int(),
    uid: z.number().int(),
    mobile: z.string(),
    username: z.string(),
    userInfo: userInfoSchema,
  }),
);
export type Session = z.infer<typeof sessionSchema>;

export const roleGrantSchema = lazySchema(() =>
  z.object({
    role: z.enum(ROLES),
    business_id: z.number().int().nullable(),
    business_name: z.string().nullable(),
  }),
);

const nickname = lazySchema(() => displayText().min(1, '昵称不能为空').max(20, '昵称最多20个字'));
const signature = lazySchema(() => displayText().max(60, '签名最多60个字'));
const headimg = lazySchema(() => imageUrlField('头像地址无效'));

export const login = defineCall({
  path: '/api/user/1.0.0/login',
  method: 'POST',
  auth: 'none',
  access: 'public',
  summary: 'Log in by SMS code (an unknown mobile is registered) or by password',
  query: () =>
    z
      .strictObject({ mobile: mobileField, code: smsCodeField.optional(), password: z.string().max(64).optional() })
      .refine((q) => (q.code === undefined) !== (q.password === undefined), {
        message: '请输入验证码或密码',
        path: ['code'],
      }),
  data: () => sessionSchema,
});

export const register = defineCall({
  path: '/api/user/1.0.0/register',
  method: 'POST',
  auth: 'none',
  access: 'public',
  summary: 'Register with mobile, SMS code (scene register) and password',
  query: () => z.strictObject({ mobile: mobileField, code: smsCodeField, password: passwordField }),
  data: () => sessionSchema,
});

export const tokenRefresh = defineCall({
  path: '/api/user/1.0.0/tokenrefurbish',
  method: 'POST',
  auth: 'none',
  access: 'public',
  summary: 'Trade a refresh token (works once) for a new token pair; reuse revokes the whole session',
  query: () => z.strictObject({ tokenrefurbish: z.string({ error: '缺少刷新令牌' }).min(1).max(256) }),
  data: () => sessionSchema,
});

export const logout = defineCall({
  path: '/api/user/1.0.0/logout',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'End the current session on the server (its refresh token stops working)',
  query: () => z.strictObject({}),
  data: () => z.object({}),
});

export const userIndex = defineCall({
  path: '/api/user/1.0.0/index',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Personal home: user info and the roles the user holds',
  query: () => z.strictObject({ type: z.string().max(32).optional() }),
  data: () => z.object({ userInfo: userInfoSchema, roles: z.array(roleGrantSchema) }),
});

export const userInfo = defineCall({
  path: '/api/user/1.0.0/userinfo',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'The caller’s profile, balance and counters',
  query: () => z.strictObject({}),
  data: () => userInfoSchema,
});

export const userEdit = defineCall({
  path: '/api/user/1.0.0/useredit',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Edit the caller’s nickname, signature and avatar',
  query: () =>
    z
      .strictObject({ nickname: nickname.optional(), signature: signature.optional(), headimg: headimg.optional() })
      .refine((q) => Object.keys(q).length > 0, { message: '没有需要修改的内容' }),
  data: () => userInfoSchema,
});

export const userEditField = defineCall({
  path: '/api/user/1.0.0/usereditfield',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Edit the caller’s nickname alone',
  query: () => z.strictObject({ nickname }),
  data: () => userInfoSchema,
});

export const docSchema = lazySchema(() =>
  z.object({
    key: z.string(),
    title: z.string(),
    content: z.string(),
    updated_at: z.number().int(),
  }),
);
export type Doc = z.infer<typeof docSchema>;

export const aboutUs = defineCall({
  path: '/api/user/1.0.0/aboutus',
  method: 'POST',
  auth: 'none',
  access: 'public',
  summary: 'The about-us document',
  query: () => z.strictObject({}),
  data: () => docSchema,
});

export const drawdown = defineCall({
  path: '/api/user/1.0.0/drawdown',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Delete the caller’s account, confirmed by an SMS code of scene drawdown',
  query: () => z.strictObject({ smscode: smsCodeField }),
  data: () => z.object({}),
});

/**
 * Forgotten login password (public): the SMS code of scene setpassword sent to the mobile, and a new password under
 * the register rule. Every session of the account ends (whoever knew the old password is logged out) and a new
 * one is opened for the caller.
 */
export const resetPassword = defineCall({
  path: '/api/user/1.0.0/resetpassword',
  method: 'POST',
  auth: 'none',
  access: 'public',
  summary:
    'Reset the login password with mobile, SMS code (scene setpassword) and a new password; every session of the account ends and a new one opens',
  query: () => z.strictObject({ mobile: mobileField, code: smsCodeField, password: passwordField }),
  data: () => sessionSchema,
});

/**
 * 设置登录密码 / 修改登录密码 of the logged-in user: the SMS code of scene setpassword sent to their own mobile and a new
 * password under the register rule. The caller's other sessions end; this one stays.
 */
export const setLoginPassword = defineCall({
  path: '/api/user/1.0.0/setloginpassword',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'Set or change the caller’s login password with an SMS code (scene setpassword) sent to their own mobile; their other sessions end',
  query: () => z.strictObject({ code: smsCodeField, password: passwordField }),
  data: () => z.object({ has_password: z.literal(true) }),
});
