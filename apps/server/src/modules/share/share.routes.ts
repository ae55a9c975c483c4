import { bbsChannels, bbsShare, centerChannels, centerShare, partyShare, playChannels, playShare } from '@kc/shared';
import type { Module } from '../module.js';

export const shareModule: Module = ({ register, services: { share } }) => {
  for (const def of [bbsChannels, centerChannels, playChannels]) register(def, async () => share.channels());
  register(centerShare, (q, ctx) => share.personalPage(q.shareuid, ctx.user?.uid ?? null));
  // posts, events and rides are built by later features; until then none exists to share
  register(bbsShare, async () => share.notShareable());
  register(partyShare, async () => share.notShareable());
  register(playShare, async () => share.notShareable());
};
