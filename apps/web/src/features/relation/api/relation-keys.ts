/** Query keys of the ticket–coupon relation screen. */
export const relationKeys = {
  all: ['relation'] as const,
  info: (businessId: number | null, ticketId: number) => ['relation', 'info', businessId, ticketId] as const,
  coupons: (businessId: number | null) => ['relation', 'coupons', businessId] as const,
};
