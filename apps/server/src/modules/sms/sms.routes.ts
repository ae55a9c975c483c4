import { smsSend, smsVerify } from '@kc/shared';
import type { Module } from '../module.js';

export const smsModule: Module = ({ register, services }) => {
  register(smsSend, (q, ctx) => services.sms.send(q.mobile, q.scene, ctx.ip));
  register(smsVerify, async (q) => {
    await services.sms.check(q.mobile, q.scene, q.code, false);
    return { valid: true as const };
  });
};
