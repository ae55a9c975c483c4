import { z } from './z.js';
import { isPassword, normalizeMobile } from './validators.js';

/** Field schemas shared by several calls; messages are what a user reads. */

/** The largest id the database holds (integer columns): a larger one is a bad request, never a database error. */
export const INT32_MAX = 2_147_483_647;
/** The id of a row: a positive integer the database can hold. */
export const idField = (message?: string) =>
  z
    .number(message ? { error: message } : undefined)
    .int(message)
    .positive(message)
    .max(INT32_MAX, message ?? '编号无效');

export const mobileField = z.string({ error: '请输入手机号' }).transform((v, ctx) => {
  const m = normalizeMobile(v);
  if (!m) ctx.addIssue({ code: 'custom', message: '请输入正确的手机号' });
  return m ?? '';
});

export const smsCodeField = z.string({ error: '请输入验证码' }).regex(/^\d{6}$/, '验证码为6位数字');

export const passwordField = z.string({ error: '请输入密码' }).refine(isPassword, '密码为8-32位，须包含字母和数字');

export const SMS_SCENES = ['login', 'register', 'drawdown', 'verify', 'setpassword'] as const;
export const smsSceneField = z.enum(SMS_SCENES, { error: '未知的验证码场景' });
export type SmsScene = (typeof SMS_SCENES)[number];
