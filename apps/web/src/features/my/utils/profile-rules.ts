import { userEdit } from '@kc/shared';

export type ProfileField = 'nickname' | 'signature';

/** The contract's own rules (昵称不能为空, 昵称最多20个字, 签名最多60个字): the first message per field. */
export const checkProfile = (patch: Partial<Record<ProfileField, string>>): Partial<Record<ProfileField, string>> => {
  const result = userEdit.query.safeParse(patch);
  if (result.success) return {};
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'nickname' || field === 'signature') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
};
