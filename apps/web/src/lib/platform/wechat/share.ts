import { shareByCopy } from '../share-fallback';
import type { PlatformResult, ShareData } from '../types';
import type { PlatformUi } from '../ui';
import { callWx } from './normalize';
import type { Wx } from './wx-types';

export const WX_SHARE_CONFIG_FAILED = '微信分享配置失败';

/**
 * Sets what WeChat's share menu sends (friends and timeline). When the SDK or either call fails:
 * 微信分享配置失败, and the title and link are copied for the user to send by hand (spec 8).
 */
export const wechatShare = async (
  ready: () => Promise<Wx>,
  data: ShareData,
  ui: PlatformUi,
): Promise<PlatformResult> => {
  const fallback = () => shareByCopy(data, ui, WX_SHARE_CONFIG_FAILED);
  let wx: Wx;
  try {
    wx = await ready();
  } catch {
    return fallback();
  }
  const { title, desc = '', link, imgUrl } = data;
  const [friend, timeline] = await Promise.all([
    callWx(wx, 'updateAppMessageShareData', { title, desc, link, imgUrl }),
    callWx(wx, 'updateTimelineShareData', { title, link, imgUrl }),
  ]);
  if (friend.status === 'ok' && timeline.status === 'ok') return { status: 'ok' };
  return fallback();
};
