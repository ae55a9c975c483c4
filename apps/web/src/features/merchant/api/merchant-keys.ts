/** Query keys of business registration: everything under ['merchant'], so one invalidation refreshes the draft. */
export const merchantKeys = {
  all: ['merchant'] as const,
  draft: ['merchant', 'draft'] as const,
  retrieve: (keyword: string) => ['merchant', 'retrieve', keyword] as const,
};
