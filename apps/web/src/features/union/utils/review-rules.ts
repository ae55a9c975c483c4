import { unionReview } from '@kc/shared';

/** The contract's rule for a decision: the message under the remark, or null when it can be sent. */
export const reviewError = (id: number, pass: boolean, remark: string): string | null => {
  const r = unionReview.query.safeParse({ id, pass, remark });
  return r.success ? null : (r.error.issues[0]?.message ?? '请填写驳回原因');
};
