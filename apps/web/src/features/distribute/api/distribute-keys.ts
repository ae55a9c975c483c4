/** Query keys of the distribution screens: everything under ['distribute']. */
export const distributeKeys = {
  all: ['distribute'] as const,
  /** the approved items of the current business that can be distributed */
  items: (businessId: number | null) => ['distribute', 'items', businessId] as const,
  /** what was distributed to me */
  mine: ['distribute', 'mine'] as const,
};
