import { normalizeMobile } from '@kc/shared';

/** The first problem of a login form as the message to show, or null. */
export const checkMobile = (mobile: string): string | null => (normalizeMobile(mobile) ? null : '请输入正确的手机号');

export const checkSmsLogin = (mobile: string, code: string): string | null =>
  checkMobile(mobile) ?? (/^\d{6}$/.test(code) ? null : '请输入6位数字验证码');

export const checkPasswordLogin = (mobile: string, password: string): string | null =>
  checkMobile(mobile) ?? (password ? null : '请输入密码');
