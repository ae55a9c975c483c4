import type { ACCOUNT_EVENTS } from '@kc/shared';
import type { PayPasswordOperation } from '../api/set-password';

export type AccountEvent = (typeof ACCOUNT_EVENTS)[number];

/** The account event of spec 4 each pay-password operation raises. */
export const passwordEvent: Record<PayPasswordOperation, AccountEvent> = {
  set: 'cash_set',
  modify: 'cash_modify',
  forget: 'cash_forget',
};

/** The success toast of each operation. */
export const passwordDoneText: Record<PayPasswordOperation, string> = {
  set: '支付密码设置成功',
  modify: '支付密码修改成功',
  forget: '支付密码重置成功',
};

/** Where the balance screens go for the SMS step; `redirect` is where to come back afterwards. */
export const smsVerificationPath = (next: 'set' | 'forget', redirect?: string): string =>
  `/my/balance/smsVerification?next=${next}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`;

export const PAY_PASSWORD_RE = /^\d{6}$/;

/** New password twice: a message, or null when they are 6 digits and equal. */
export const checkNewPassword = (pw: string, again: string): string | null => {
  if (!PAY_PASSWORD_RE.test(pw)) return '新支付密码为6位数字';
  if (pw !== again) return '两次输入的密码不一致';
  return null;
};
