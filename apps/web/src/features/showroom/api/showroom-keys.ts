/**
 * Query keys of the showroom screens: everything under ['showroom'], so one invalidation refreshes the lists and
 * details after a change (a save, 上架 / 下架, an advisor, a booking).
 */
export const showroomKeys = {
  all: ['showroom'] as const,
  /** the public list by its filter (a stable JSON of it) */
  list: (filter: string) => ['showroom', 'list', filter] as const,
  detail: (id: number) => ['showroom', 'detail', id] as const,
  advisorPage: (id: number) => ['showroom', 'advisor', id] as const,
  /** the business's own listings by state tab (and business) */
  mine: (businessId: number | null, state: string) => ['showroom', 'mine', businessId, state] as const,
  manage: (id: number) => ['showroom', 'manage', id] as const,
  advisors: (businessId: number | null) => ['showroom', 'advisors', businessId] as const,
  bookings: (businessId: number | null, state: string) => ['showroom', 'bookings', businessId, state] as const,
};
