/** Query keys of the agreements (one factory for the feature). */
export const protocolKeys = {
  all: ['protocol'] as const,
  show: (key: string) => ['protocol', 'show', key] as const,
  edit: (key: string) => ['protocol', 'edit', key] as const,
  list: () => ['protocol', 'list'] as const,
};
