import { isChineseName, isIdNumber, normalizeMobile } from '@kc/shared';
import type { RecipientInput } from '../api/save-recipient';

export type RecipientErrors = Partial<Record<keyof RecipientInput, string>>;

/** The contract's rules on the client: a Chinese name, a mainland mobile, an optional national ID number. */
export function checkRecipient(
  v: RecipientInput,
): { ok: true; value: RecipientInput } | { ok: false; errors: RecipientErrors } {
  const errors: RecipientErrors = {};
  const name = v.name.trim();
  const mobile = normalizeMobile(v.mobile);
  const idNumber = v.id_number.trim().toUpperCase();
  if (!name) errors.name = '请输入姓名';
  else if (!isChineseName(name)) errors.name = '请输入正确的中文姓名';
  if (!v.mobile.trim()) errors.mobile = '请输入手机号';
  else if (!mobile) errors.mobile = '请输入正确的手机号';
  if (idNumber && !isIdNumber(idNumber)) errors.id_number = '请输入正确的身份证号';
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, value: { name, mobile: mobile!, id_number: idNumber } };
}
