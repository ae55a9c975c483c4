import { copyText } from './clipboard';
import type { PlatformResult, ShareData } from './types';
import type { PlatformUi } from './ui';

export const SHARE_COPIED_TITLE = '链接已复制';
export const SHARE_COPIED_TIPS = '分享链接已复制，请手动发送给好友';
export const SHARE_COPY_FAILED_TIPS = '复制失败，请长按复制以下链接后发送给好友';
export const SHARE_DATA_MISSING = '分享信息不完整';

/** The text the fallback copies: title and link. */
export const shareText = (data: ShareData): string => `${data.title} ${data.link}`;

/**
 * Where the share menu cannot be configured (WeChat share config failed, or a plain browser): copy the
 * title and link and say so in a dialog (spec 5, 8). Title, link and image are required. The dialog's
 * icon, title and tips come from `data.dialog` when given. `message` is the reason (e.g. 微信分享配置失败).
 */
export const shareByCopy = async (
  data: ShareData,
  ui: PlatformUi,
  message?: string,
  copy = copyText,
): Promise<PlatformResult> => {
  if (!data.title || !data.link || !data.imgUrl) return { status: 'fail', message: SHARE_DATA_MISSING };
  const text = shareText(data);
  const copied = await copy(text);
  const title = data.dialog?.title ?? SHARE_COPIED_TITLE;
  if (copied) {
    void ui.alert({ icon: data.dialog?.icon, title, content: data.dialog?.tips ?? SHARE_COPIED_TIPS });
    return message ? { status: 'ok', message } : { status: 'ok' };
  }
  void ui.alert({ icon: data.dialog?.icon, content: `${SHARE_COPY_FAILED_TIPS}\n${text}` });
  return { status: 'fail', message: message ?? SHARE_COPY_FAILED_TIPS };
};
