import {
  maskPhone,
  merchantStateLabel,
  shopKindLabel,
  type MerchantApplication,
  type MerchantAudit,
  type ShopKindValue,
} from '@kc/shared';
import { toSecs } from '../../lib/time.js';
import type { ApplicationRow } from './merchant.repository.js';

type Mismatch = MerchantApplication['mismatches'][number];

/** A field the application still lacks before it can be submitted, with the message the applicant reads. */
export interface Missing {
  field: string;
  message: string;
}

/** What is still missing (submit answers these as 10001 fields; the hub lists them). */
export function missingOf(a: ApplicationRow): Missing[] {
  const out: Missing[] = [];
  const need = (ok: boolean, field: string, message: string) => {
    if (!ok) out.push({ field, message });
  };
  need(a.shopKind !== null, 'shop_kind', '请选择商家类型');
  need(a.tags.length > 0, 'tags', '请选择商家标签');
  need(a.name !== '', 'name', '请填写企业名称');
  need(a.creditCode !== null, 'credit_code', '请填写统一社会信用代码');
  need(a.legalPerson !== '', 'legal_person', '请填写法定代表人');
  need(a.address !== '', 'address', '请填写企业地址');
  need(a.contactName !== '', 'contact_name', '请填写联系人');
  need(a.contactMobile !== '', 'contact_mobile', '请填写联系电话');
  need(a.licenceImage !== '', 'licence_image', '请上传营业执照照片');
  need(a.verifiedAt !== null, 'applicant', '请完成申请人身份验证');
  return out;
}

/** Text as compared with the licence: no whitespace, half-width brackets, capitals. */
const comparable = (v: string) => v.replace(/\s+/g, '').replaceAll('（', '(').replaceAll('）', ')').toUpperCase();

/** The entered fields that differ from what the provider read on the licence (none when it read nothing). */
export function mismatchesOf(a: ApplicationRow): Mismatch[] {
  const r = a.recognised;
  if (!r) return [];
  const pairs: [Mismatch['field'], string, string, string][] = [
    ['name', '企业名称', a.name, r.name],
    ['credit_code', '统一社会信用代码', a.creditCode ?? '', r.creditCode],
    ['legal_person', '法定代表人', a.legalPerson, r.legalPerson],
    ['address', '企业地址', a.address, r.address],
  ];
  return pairs
    .filter(([, , entered, read]) => entered !== '' && read !== '' && comparable(entered) !== comparable(read))
    .map(([field, label, entered, recognised]) => ({ field, label, entered, recognised }));
}

const shopKindText = (k: number | null) => (k === null ? '' : (shopKindLabel[k as ShopKindValue] ?? ''));

function fieldsOf(a: ApplicationRow) {
  return {
    id: a.id,
    state: a.state,
    state_label: merchantStateLabel[a.state],
    shop_kind: a.shopKind,
    shop_kind_label: shopKindText(a.shopKind),
    tags: a.tags,
    name: a.name,
    credit_code: a.creditCode ?? '',
    legal_person: a.legalPerson,
    address: a.address,
    contact_name: a.contactName,
    contact_mobile: a.contactMobile,
    licence_image: a.licenceImage,
    recognised: a.recognised
      ? {
          name: a.recognised.name,
          credit_code: a.recognised.creditCode,
          legal_person: a.recognised.legalPerson,
          address: a.recognised.address,
        }
      : null,
    mismatches: mismatchesOf(a),
    applicant_name: a.applicantName,
    applicant_id_number: a.applicantIdMasked,
    verified: a.verifiedAt !== null,
    reject_reason: a.rejectReason,
    business_id: a.businessId,
    submit_time: a.submittedAt ? toSecs(a.submittedAt) : null,
    create_time: toSecs(a.createdAt),
  };
}

/** The applicant's own view, with what is missing and what they may do now. */
export function toApplication(a: ApplicationRow): MerchantApplication {
  const missing = missingOf(a);
  const edit = a.state === 'draft' || a.state === 'rejected';
  return { ...fieldsOf(a), missing, actions: { edit, submit: edit && missing.length === 0 } };
}

/** The auditor's view (audit/info under `merchant`). */
export function toAudit(r: { a: ApplicationRow; nickname: string; avatar: string; mobile: string }): MerchantAudit {
  return {
    ...fieldsOf(r.a),
    user_id: r.a.userId,
    nickname: r.nickname,
    avatar: r.avatar,
    applicant_mobile: maskPhone(r.mobile),
    applicant_is_legal_person:
      r.a.applicantName !== '' && comparable(r.a.applicantName) === comparable(r.a.legalPerson),
  };
}
