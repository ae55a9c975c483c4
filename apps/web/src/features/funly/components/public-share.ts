import { Toast } from 'antd-mobile';
import { getPlatform } from '../../../lib/platform';
import { showError } from '../../../lib/http';
import { fetchPlayShare } from '../api/play-share';

/**
 * Shares an event: the server's share content (share/play, with the spm code that credits the sharer), then the
 * platform's share (the messaging app's menu, or copying the link with a dialog where there is none).
 */
export async function shareFunly(id: number, fallback: { title: string; cover: string }): Promise<void> {
  try {
    const s = await fetchPlayShare(id);
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
