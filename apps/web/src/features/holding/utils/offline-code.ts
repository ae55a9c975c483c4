import { parseSignedCode, type HoldingCard } from '@kc/shared';

/**
 * The holder's day code (`offline_code` and `offline_short_code` of holding/code), kept on the phone per holding so
 * that the QR screen still shows a code a checker can verify when it cannot refresh (docs/verification.md,
 * "Offline"). It is signed and expires at the end of the holder's day (or the item's validity end).
 */
export interface KeptOfflineCode {
  code: string;
  shortCode: string | null;
  card: HoldingCard;
}

const keyOf = (holdingId: number) => `kc-offline-code:${holdingId}`;

/** When a signed code expires (s), null when it is not one. */
const expiresAt = (code: string): number | null => parseSignedCode(code)?.expiresAt ?? null;

export const keepOfflineCode = (holdingId: number, kept: KeptOfflineCode): void => {
  try {
    localStorage.setItem(keyOf(holdingId), JSON.stringify(kept));
  } catch {
    // storage full or blocked: no offline code for this holding
  }
};

/** The kept day code of a holding, while it has not expired (an expired one is forgotten). */
export const keptOfflineCode = (holdingId: number, nowSeconds = Date.now() / 1000): KeptOfflineCode | null => {
  try {
    const raw = localStorage.getItem(keyOf(holdingId));
    if (!raw) return null;
    const kept = JSON.parse(raw) as KeptOfflineCode;
    const end = typeof kept.code === 'string' ? expiresAt(kept.code) : null;
    if (end !== null && end > nowSeconds && kept.card) return kept;
    localStorage.removeItem(keyOf(holdingId));
  } catch {
    // unreadable: nothing kept
  }
  return null;
};
