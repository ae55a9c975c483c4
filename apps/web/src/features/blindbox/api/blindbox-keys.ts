/** Query keys of the blind-box screens: everything under ['blindbox']. */
export const blindBoxKeys = {
  all: ['blindbox'] as const,
  info: (id: number | undefined) => ['blindbox', 'info', id ?? 0] as const,
  order: (orderId: number) => ['blindbox', 'order', orderId] as const,
  mine: ['blindbox', 'mine'] as const,
};
