import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The one SQL home of places (events and rides): capacity 0 means unlimited; the places taken never pass it. Used in
 * the conditional UPDATEs, so the rule holds under any number of parallel applicants.
 */
export const places = (t: { capacity: AnyPgColumn; taken: AnyPgColumn }) => ({
  /** `n` more places fit */
  fit: (n: number) => sql`(${t.capacity} = 0 or ${t.taken} + ${n} <= ${t.capacity})`,
  /** a new capacity is 0 or not below the places taken */
  capacityHolds: (capacity: number) => sql`(${capacity}::int = 0 or ${t.taken} <= ${capacity}::int)`,
});
