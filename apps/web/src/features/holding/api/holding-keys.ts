/** Query keys of the holder's screens: held items under ['holding'], receiving under ['receive']. */
export interface HoldingFilter {
  productType?: number;
  scope: 'valid' | 'old';
  keyword: string;
}
export interface ReceiveFilter {
  productType?: number;
  businessId?: number;
  keyword: string;
}

export const holdingKeys = {
  all: ['holding'] as const,
  list: (f: HoldingFilter) => ['holding', 'list', f.productType ?? 0, f.scope, f.keyword] as const,
  info: (holdingId: number) => ['holding', 'info', holdingId] as const,
  code: (holdingId: number) => ['holding', 'code', holdingId] as const,
  writeOffs: (by: { holdingIds?: number[]; itemId?: number }) =>
    ['holding', 'writeoffs', by.holdingIds?.join(',') ?? '', by.itemId ?? 0] as const,
  stores: (holdingId: number) => ['holding', 'stores', holdingId] as const,
  receiveAll: ['receive'] as const,
  /** `uid`: what the caller already holds differs per user (and logged out) */
  receiveList: (f: ReceiveFilter, uid: number | null) =>
    ['receive', 'list', uid ?? 0, f.productType ?? 0, f.businessId ?? 0, f.keyword] as const,
  outside: (sn: string, spm: string) => ['receive', 'outside', sn, spm] as const,
  family: ['receive', 'family'] as const,
  survey: (type: number) => ['survey', type] as const,
};
