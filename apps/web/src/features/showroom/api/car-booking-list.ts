import { DEFAULT_PAGE_SIZE, carBookingList, type CallQuery } from '@kc/shared';
import { api } from '../../../lib/http';

export type BookingTab = NonNullable<CallQuery<typeof carBookingList>['state']>;

/** One page of the viewing bookings of the business's cars. */
export const fetchCarBookings = (state: BookingTab) => (page: number) =>
  api.call(carBookingList, { state, page, page_size: DEFAULT_PAGE_SIZE });
