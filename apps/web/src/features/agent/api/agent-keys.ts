/** Query keys of the agent screens: everything under ['agent'] so one invalidation refreshes them all. */
export const agentKeys = {
  all: ['agent'] as const,
  /** the agents of an item, as a manager of the business */
  ofItem: (businessId: number | null, itemId: number) => ['agent', 'item', businessId, itemId] as const,
  /** the items I am an agent of */
  mine: ['agent', 'mine'] as const,
  one: (id: number) => ['agent', 'one', id] as const,
};
