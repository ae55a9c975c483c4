/** Query keys of the union-marketing screens: everything under ['union']. */
export const unionKeys = {
  all: ['union'] as const,
  campaigns: (businessId: number | null) => ['union', 'campaigns', businessId] as const,
  campaign: (businessId: number | null, id: number) => ['union', 'campaign', businessId, id] as const,
  mine: (businessId: number | null, campaignId: number) => ['union', 'mine', businessId, campaignId] as const,
  review: (status: number) => ['union', 'review', status] as const,
};
