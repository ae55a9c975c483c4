import { Toast } from 'antd-mobile';
import type { ShareContent } from '@kc/shared';
import { showError } from '../http';
import { getPlatform } from './index';

/**
 * Shares what the server describes (a share call's content, with the spm code that credits the sharer) through the
 * platform: the messaging app's menu, or copying the link with a dialog where there is none. Events and rides use it.
 */
export async function shareContent(
  load: () => Promise<ShareContent>,
  fallback: { title: string; cover: string },
): Promise<void> {
  try {
    const s = await load();
    const r = await getPlatform().share({
      title: s.title || fallback.title,
      desc: s.desc,
      link: s.link,
      imgUrl: s.imgUrl || fallback.cover || `${window.location.origin}/favicon.ico`,
    });
    if (r.status === 'fail' && r.message) Toast.show({ content: r.message });
  } catch (e) {
    showError(e);
  }
}
