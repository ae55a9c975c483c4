import { messageList, messageRead, messageReadAll } from '@kc/shared';
import { me } from '../../plugins/app/contract.js';
import type { Module } from '../module.js';

export const messageModule: Module = ({ register, services: { messages } }) => {
  register(messageList, (q, ctx) => messages.list(me(ctx).uid, q));
  register(messageRead, (q, ctx) => messages.read(me(ctx).uid, q.id));
  register(messageReadAll, (_q, ctx) => messages.readAll(me(ctx).uid));
};
