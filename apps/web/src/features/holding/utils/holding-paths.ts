import type { HoldingCard } from '@kc/shared';

/** What a history route's `type` means: 1 ticket, 2 coupon, 3 invitation (spec 9: history type 3 is invitations). */
export const HISTORY_TYPES = { 1: '门票', 2: '卡券', 3: '邀请函' } as const;
export type HistoryType = keyof typeof HISTORY_TYPES;
export type Scope = 'valid' | 'old';

/** The route's type (1–3) or undefined. */
export const historyTypeOf = (v: string | undefined): HistoryType | undefined =>
  v === '1' || v === '2' || v === '3' ? (Number(v) as HistoryType) : undefined;

/** The route's time: 1 usable (scope valid), 2 used or expired (scope old); undefined otherwise. */
export const scopeOfTime = (v: string | null | undefined): Scope | undefined =>
  v === '1' ? 'valid' : v === '2' ? 'old' : undefined;
export const timeOfScope = (scope: Scope): 1 | 2 => (scope === 'valid' ? 1 : 2);

export const SCOPE_TABS: { scope: Scope; label: string }[] = [
  { scope: 'valid', label: '可使用' },
  { scope: 'old', label: '已失效' },
];

export const holdingPaths = {
  myTickets: (scope: Scope) => (scope === 'valid' ? '/my/ticket/list' : '/my/ticket/old'),
  history: (type: HistoryType, scope: Scope) => `/my/history/${type}/${timeOfScope(scope)}`,
  historySearch: (type: HistoryType, scope: Scope = 'valid') =>
    `/my/history/${type}/search${scope === 'old' ? '?time=2' : ''}`,
  /** the code screen of a held item: passes with isCert=1, tickets and coupons on their own paths */
  qrcode: (card: Pick<HoldingCard, 'holding_id' | 'product_type' | 'is_cert'>) =>
    card.is_cert
      ? `/verification/show-qrcode/${card.holding_id}?isCert=1`
      : card.product_type === 1
        ? `/verification/show-qrcode/ticket/${card.holding_id}`
        : card.product_type === 2
          ? `/verification/show-qrcode/coupon/${card.holding_id}`
          : `/verification/show-qrcode/${card.holding_id}`,
  qrcodeOf: (holdingId: number, isCert = false) => `/verification/show-qrcode/${holdingId}${isCert ? '?isCert=1' : ''}`,
  record: (holdingId: number, isCert = false) => `/verification/record/${holdingId}${isCert ? '?isCert=1' : ''}`,
  stores: (holdingId: number) => `/my/offline-store/${holdingId}`,
  recipients: (itemId: number) => `/my/add-recipient/${itemId}`,
  receive: '/ticket/receive',
  receiveSearch: '/ticket/receive/search',
  /** the holder's interactive write-off of a scanned point code */
  selfWriteOff: (scanned: string) => `/verification/result/${encodeURIComponent(lastSegment(scanned))}`,
};

/** The last path segment of a scanned text (a URL or a bare code), without its query or fragment. */
export const lastSegment = (text: string): string => {
  const t = text.trim();
  const path = /^[a-z][a-z\d+.-]*:\/\//i.test(t) || t.includes('/') ? t.split(/[?#]/)[0]! : t;
  const parts = path.split('/').filter(Boolean);
  return parts[parts.length - 1] ?? t;
};
