/** Query keys of the statistics screens: everything under ['statistics'], refreshed together by pull-to-refresh. */
export const statisticsKeys = {
  all: ['statistics'] as const,
  /** the record of the business, or of one project, channel or promoter */
  index: (q: object) => ['statistics', 'index', q] as const,
  /** a ranked list (project, channel, spread, ticket) with its filter */
  list: (kind: string, q: object) => ['statistics', 'list', kind, q] as const,
  /** the record of one item */
  item: (type: string, q: object) => ['statistics', 'item', type, q] as const,
};
