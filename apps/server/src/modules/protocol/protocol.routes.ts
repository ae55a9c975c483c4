import { protocolEditInfo, protocolList, protocolSaveRich, protocolSaveText, protocolShow } from '@kc/shared';
import { me } from '../../plugins/app/contract.js';
import type { Module } from '../module.js';

/** Agreements: read by anyone as sanitised HTML; edited by the platform auditor (docs/utility.md). */
export const protocolModule: Module = ({ register, services: { protocol } }) => {
  register(protocolShow, (q) => protocol.show(q.key));
  register(protocolList, (_q, ctx) => protocol.list(me(ctx).uid));
  register(protocolEditInfo, (q, ctx) => protocol.editInfo(me(ctx).uid, q.key));
  register(protocolSaveText, (q, ctx) => protocol.saveText(me(ctx).uid, q));
  register(protocolSaveRich, (q, ctx) => protocol.saveRich(me(ctx).uid, q));
};
