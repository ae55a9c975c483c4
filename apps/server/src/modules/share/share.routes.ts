import { bbsChannels, bbsShare, centerChannels, centerShare, partyShare, playChannels, playShare } from '@kc/shared';
import type { Module } from '../module.js';

export const shareModule: Module = ({ register, services: { share, funly } }) => {
  for (const def of [bbsChannels, centerChannels, playChannels]) register(def, async () => share.channels());
  register(centerShare, (q, ctx) => share.personalPage(q.shareuid, ctx.user?.uid ?? null));
  // posts and rides are built by later features; until then none exists to share
  register(bbsShare, async () => share.notShareable());
  register(partyShare, async () => share.notShareable());
  register(playShare, async (q, ctx) => share.eventPage(await funly.shareable(q.play_id), ctx.user?.uid ?? null));
};
