import { distributeClaim } from '@kc/shared';

export interface ClaimValues {
  holder_name: string;
  holder_photo: string;
  holder_tags: string[];
}
export type ClaimErrors = Partial<Record<keyof ClaimValues, string>>;

/** the tags offered as chips; a custom one can be added */
export const PRESET_TAGS = ['媒体', '嘉宾', '工作人员', '参展商'] as const;

/** The contract's own rules for a claim, as a message per field (empty when it can be sent). */
export const checkClaim = (holdingId: number, v: ClaimValues): ClaimErrors => {
  const r = distributeClaim.query.safeParse({ holding_id: holdingId, ...v });
  const errors: ClaimErrors = {};
  if (r.success) return errors;
  for (const issue of r.error.issues) {
    const field = issue.path[0];
    if (field === 'holder_name' || field === 'holder_photo' || field === 'holder_tags') errors[field] ??= issue.message;
  }
  return errors;
};
