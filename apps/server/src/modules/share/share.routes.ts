import { bbsChannels, bbsShare, centerChannels, centerShare, partyShare, playChannels, playShare } from '@kc/shared';
import type { Module } from '../module.js';

export const shareModule: Module = ({ register, services: { share, funly, rides } }) => {
  for (const def of [bbsChannels, centerChannels, playChannels]) register(def, async () => share.channels());
  register(centerShare, (q, ctx) => share.personalPage(q.shareuid, ctx.user?.uid ?? null));
  // posts are built by a later feature; until then none exists to share
  register(bbsShare, async () => share.notShareable());
  register(partyShare, async (q, ctx) => share.ridePage(await rides.shareable(q.id), ctx.user?.uid ?? null));
  register(playShare, async (q, ctx) => share.eventPage(await funly.shareable(q.play_id), ctx.user?.uid ?? null));
};
