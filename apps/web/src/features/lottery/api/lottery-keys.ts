/** Query keys of the lottery screens: everything under ['lottery']. */
export const lotteryKeys = {
  all: ['lottery'] as const,
  list: ['lottery', 'list'] as const,
  my: ['lottery', 'my'] as const,
  show: (id: number) => ['lottery', 'show', id] as const,
  manageList: ['lottery', 'manage'] as const,
  manageInfo: (id: number) => ['lottery', 'manage', id] as const,
  screen: (id: number) => ['lottery', 'screen', id] as const,
  projects: ['lottery', 'projects'] as const,
};
