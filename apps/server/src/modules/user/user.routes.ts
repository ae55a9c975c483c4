import {
  aboutUs,
  drawdown,
  login,
  logout,
  register,
  resetPassword,
  setLoginPassword,
  tokenRefresh,
  userEdit,
  userEditField,
  userIndex,
  userInfo,
} from '@kc/shared';
import { me } from '../../plugins/app/contract.js';
import type { Module } from '../module.js';

export const userModule: Module = ({ register: on, services: { users, sessions, content } }) => {
  on(login, (q, ctx) =>
    q.code !== undefined ? users.loginBySms(q.mobile, q.code) : users.loginByPassword(q.mobile, q.password!, ctx.ip),
  );
  on(register, (q) => users.register(q.mobile, q.code, q.password));
  on(tokenRefresh, (q) => users.refresh(q.tokenrefurbish));
  on(logout, async (_q, ctx) => {
    await sessions.close(me(ctx).sessionId);
    return {};
  });
  on(userIndex, (_q, ctx) => users.index(me(ctx)));
  on(userInfo, (_q, ctx) => users.info(me(ctx)), { session: 'in-statement' });
  on(userEdit, (q, ctx) => users.edit(me(ctx), q));
  on(userEditField, (q, ctx) => users.edit(me(ctx), q));
  on(aboutUs, () => content.doc('aboutus'));
  on(drawdown, (q, ctx) => users.drawdown(me(ctx).uid, q.smscode));
  on(resetPassword, (q, ctx) => users.resetPassword(q.mobile, q.code, q.password, ctx.ip));
  on(setLoginPassword, (q, ctx) => users.setLoginPassword(me(ctx), q.code, q.password, ctx.ip));
};
