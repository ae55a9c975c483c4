import { normalizeMobile, resetPassword } from '@kc/shared';

/** The first problem of a login form as the message to show, or null. */
export const checkMobile = (mobile: string): string | null => (normalizeMobile(mobile) ? null : '请输入正确的手机号');

export const checkSmsLogin = (mobile: string, code: string): string | null =>
  checkMobile(mobile) ?? (/^\d{6}$/.test(code) ? null : '请输入6位数字验证码');

export const checkPasswordLogin = (mobile: string, password: string): string | null =>
  checkMobile(mobile) ?? (password ? null : '请输入密码');

/**
 * 忘记密码: the contract's own rules (mobile, 6-digit code, the register rule of the password: 密码为8-32位，须包含字母和数字)
 * in field order, then the new password typed twice alike.
 */
export const checkReset = (mobile: string, code: string, password: string, confirm: string): string | null => {
  const result = resetPassword.query.safeParse({ mobile, code, password });
  if (!result.success) {
    const order = ['mobile', 'code', 'password'];
    const first = [...result.error.issues].sort(
      (a, b) => order.indexOf(String(a.path[0])) - order.indexOf(String(b.path[0])),
    )[0];
    return first?.message ?? '请检查填写的内容';
  }
  return password === confirm ? null : '两次输入的密码不一致';
};
