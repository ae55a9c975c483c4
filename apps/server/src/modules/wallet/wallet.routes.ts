import {
  bindWechat,
  changeWechat,
  checkPayPassword,
  remainingList,
  setPassword,
  unbindWechat,
  walletInfo,
  withdrawal,
  withdrawalList,
} from '@kc/shared';
import { me } from '../../plugins/app/contract.js';
import type { Module } from '../module.js';

export const walletModule: Module = ({ register, services: { wallet, payPassword, payoutAccount } }) => {
  register(walletInfo, (_q, ctx) => wallet.info(me(ctx).uid));
  register(remainingList, (q, ctx) => wallet.ledger(me(ctx).uid, q));
  register(withdrawal, (q, ctx) => wallet.withdraw(me(ctx).uid, q));
  register(withdrawalList, (q, ctx) => wallet.withdrawals(me(ctx).uid, q));
  register(setPassword, (q, ctx) => payPassword.setPassword(me(ctx).uid, q));
  register(checkPayPassword, async (q, ctx) => {
    await payPassword.checkPassword(me(ctx).uid, q.passwd);
    return { ok: true as const };
  });
  register(bindWechat, (q, ctx) => payoutAccount.bindAccount(me(ctx).uid, q.code, ctx.ip));
  register(unbindWechat, (_q, ctx) => payoutAccount.unbindAccount(me(ctx).uid, ctx.ip));
  register(changeWechat, (q, ctx) => payoutAccount.changeAccount(me(ctx).uid, q, ctx.ip));
};
