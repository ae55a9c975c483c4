import { shareContent } from '../../../lib/platform/share-content';
import { fetchPlayShare } from '../api/play-share';

/** Shares an event: the server's share content (share/play) through the platform's share. */
export const shareFunly = (id: number, fallback: { title: string; cover: string }): Promise<void> =>
  shareContent(() => fetchPlayShare(id), fallback);
