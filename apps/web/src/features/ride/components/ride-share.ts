import { shareContent } from '../../../lib/platform/share-content';
import { fetchPartyShare } from '../api/party-share';

/** Shares a ride: the server's share content (v1/party/share) through the platform's share. */
export const shareRide = (id: number, fallback: { title: string; cover: string }): Promise<void> =>
  shareContent(() => fetchPartyShare(id), fallback);
