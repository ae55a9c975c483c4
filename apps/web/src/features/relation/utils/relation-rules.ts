import { relationSave } from '@kc/shared';

/** The contract's rule for the chosen coupons (at most 10, no repeats): the message, or null. */
export const relationError = (ticketId: number, couponIds: number[]): string | null => {
  const r = relationSave.query.safeParse({ ticket_id: ticketId, coupon_ids: couponIds });
  return r.success ? null : (r.error.issues[0]?.message ?? '请检查所选卡券');
};

/** Same coupons, in any order. */
export const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((id) => b.includes(id));
