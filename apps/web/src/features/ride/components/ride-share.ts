import { Toast } from 'antd-mobile';
import { showError } from '../../../lib/http';
import { getPlatform } from '../../../lib/platform';
import { fetchPartyShare } from '../api/party-share';

/**
 * Shares a ride: the server's share content (partyShare, with the spm code that credits the sharer), then the
 * platform's share (the messaging app's menu, or copying the link where there is none).
 */
export async function shareRide(id: number, fallback: { title: string; cover: string }): Promise<void> {
  try {
    const s = await fetchPartyShare(id);
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
