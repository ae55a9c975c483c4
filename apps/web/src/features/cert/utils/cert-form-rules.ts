import { isChineseName, isIdNumber, isImageUrl, type Cert } from '@kc/shared';

export interface CertFormValues {
  holder_name: string;
  holder_photo: string;
  holder_id_number: string;
}
export type CertFormErrors = Partial<Record<keyof CertFormValues, string>>;

/** The form starts from what is registered (editing) or empty. */
export const initialCertForm = (cert: Cert | undefined): CertFormValues => ({
  holder_name: cert?.registered ? cert.holder_name : '',
  holder_photo: cert?.registered ? cert.holder_photo : '',
  holder_id_number: cert?.registered ? cert.holder_id_number : '',
});

/** The values as the contract wants them: trimmed, the ID number upper-case. */
export const normalizeCertForm = (v: CertFormValues): CertFormValues => ({
  holder_name: v.holder_name.trim(),
  holder_photo: v.holder_photo.trim(),
  holder_id_number: v.holder_id_number.trim().toUpperCase(),
});

/** The rules of certRegister (spec 5 validators): a Chinese name, a photo, an optional ID number. */
export const checkCertForm = (values: CertFormValues): CertFormErrors => {
  const v = normalizeCertForm(values);
  const errors: CertFormErrors = {};
  if (!v.holder_name) errors.holder_name = '请输入持证人姓名';
  else if (!isChineseName(v.holder_name)) errors.holder_name = '请输入正确的中文姓名';
  if (!isImageUrl(v.holder_photo)) errors.holder_photo = '请上传证件照';
  if (v.holder_id_number && !isIdNumber(v.holder_id_number)) errors.holder_id_number = '请输入正确的身份证号';
  return errors;
};
