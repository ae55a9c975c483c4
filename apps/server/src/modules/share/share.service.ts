import { ErrorCode, formatDate, type ShareContent } from '@kc/shared';
import { AppError } from '../../plugins/app/errors.js';
import type { ContentService } from '../public/content.service.js';
import type { UserRepository } from '../user/user.repository.js';

/** The share sheet's channels (spec 3.6 Channel); the web maps `channel_icon` to its icon. */
export const SHARE_CHANNELS = [
  { id: 1, channel_name: '微信好友', channel_icon: 'wechat' },
  { id: 2, channel_name: '朋友圈', channel_icon: 'moments' },
  { id: 3, channel_name: '复制链接', channel_icon: 'link' },
  { id: 4, channel_name: '生成海报', channel_icon: 'poster' },
];

/**
 * Share content of a target, with a fresh spm code of the sharer so visits through the link are attributed.
 * Modules whose content does not exist yet (posts, events, rides) have no target to share: 10004.
 */
export function shareService(users: UserRepository, content: ContentService, product: string) {
  const base = `/static-${product}2`;
  return {
    channels: () => ({ list: SHARE_CHANNELS, count: SHARE_CHANNELS.length, page_size: SHARE_CHANNELS.length }),

    async personalPage(shareuid: number, sharer: number | null): Promise<ShareContent> {
      const u = await users.findLiveById(shareuid);
      if (!u) throw new AppError(ErrorCode.NOT_FOUND, '用户不存在');
      const { spm } = await content.createSpm(sharer, {
        module: 'user',
        target_id: u.id,
        url: `${base}/personal/index`,
      });
      return {
        title: `${u.nickname}的主页`,
        desc: u.signature || '来车友会，和我一起看车展、约骑行',
        link: `${base}/personal/index?uid=${u.id}&spm=${spm}`,
        imgUrl: u.headimg || `${base}/banners/banner-2.svg`,
        spm,
      };
    },

    /** A published event (funly, docs/funly.md): spm module `play`, the link opens its page with the code. */
    async eventPage(
      e: { id: number; title: string; cover: string; place: string; startAt: Date | null },
      sharer: number | null,
    ): Promise<ShareContent> {
      const url = `${base}/funly/show`;
      const { spm } = await content.createSpm(sharer, { module: 'play', target_id: e.id, url });
      const when = e.startAt ? formatDate(e.startAt, 'y.m.d') : '';
      return {
        title: e.title,
        desc: [when, e.place].filter(Boolean).join(' · ') || '来车友会，一起参加活动',
        link: `${url}?id=${e.id}&spm=${spm}`,
        imgUrl: e.cover || `${base}/banners/banner-2.svg`,
        spm,
      };
    },

    /** A published ride (docs/ride.md): spm module `party`, the link opens its page with the code. */
    async ridePage(
      r: { id: number; title: string; cover: string; meetingPlace: string; startAt: Date | null },
      sharer: number | null,
    ): Promise<ShareContent> {
      const url = `${base}/funly/rideTogether`;
      const { spm } = await content.createSpm(sharer, { module: 'party', target_id: r.id, url });
      const when = r.startAt ? formatDate(r.startAt, 'y.m.d') : '';
      return {
        title: r.title,
        desc: [when, r.meetingPlace && `${r.meetingPlace}集合`].filter(Boolean).join(' · ') || '来车友会，一起骑行',
        link: `${url}?id=${r.id}&spm=${spm}`,
        imgUrl: r.cover || `${base}/banners/banner-2.svg`,
        spm,
      };
    },

    notShareable(): never {
      throw new AppError(ErrorCode.NOT_FOUND, '内容不存在');
    },
  };
}
