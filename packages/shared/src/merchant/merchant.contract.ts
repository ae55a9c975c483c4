import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { displayText, imageUrlField, mobileField, smsCodeField } from '../common/fields.js';
import { isChineseName, isIdNumber, isPhoneNumber, normalizeMobile } from '../common/validators.js';
import { ShopKind } from '../app/enums.js';
import { creditCodeProblem, normalizeCreditCode } from './credit-code.js';

export * from './credit-code.js';

/**
 * Business registration (issue 19; spec 2.5 /business-register/*): merchant type and tags, the enterprise and its
 * unified social credit code, the licence (recognised through the provider or reviewed by hand), the applicant's
 * check; approval creates the business with the applicant as owner — docs/merchant.md.
 */

// ---------------------------------------------------------------- kinds, tags, states

/** Spec 4 shop kinds (ShopKind): 11 offline, 12 online. */
export const SHOP_KINDS = [ShopKind.offline, ShopKind.online] as const;
export type ShopKindValue = (typeof SHOP_KINDS)[number];
export const shopKindLabel: Record<ShopKindValue, string> = { 11: '线下门店', 12: '线上店铺' };
/** The short explanation under each kind on /business-register/choosemerchanttype. */
export const shopKindHint: Record<ShopKindValue, string> = {
  11: '有实体门店、展厅或维修网点，顾客到店看车、消费或提车，如4S店、二手车行、改装店',
  12: '主要通过网店、直播或社群经营，没有对外营业的实体门店，如汽车用品网店、骑行装备店铺',
};

/** The tags a merchant describes itself with (1–3 of them). */
export const MERCHANT_TAGS = [
  '汽车经销商',
  '二手车商',
  '摩托车经销商',
  '新能源汽车',
  '改装店',
  '维修保养',
  '汽车美容',
  '汽车用品',
  '骑行装备',
  '汽车租赁',
  '驾驶培训',
  '车友俱乐部',
  '展会主办方',
  '活动策划',
] as const;
export type MerchantTag = (typeof MERCHANT_TAGS)[number];
export const MERCHANT_TAGS_MAX = 3;

/**
 * An application's states: draft (being filled in) → pending (in the audit queue) → approved (the business exists) or
 * rejected (edited and submitted again). A person has one application that is not approved at a time.
 */
export const MERCHANT_STATES = ['draft', 'pending', 'rejected', 'approved'] as const;
export type MerchantState = (typeof MERCHANT_STATES)[number];
export const merchantStateLabel: Record<MerchantState, string> = {
  draft: '未提交',
  pending: '审核中',
  rejected: '未通过',
  approved: '已入驻',
};

// ---------------------------------------------------------------- fields

const shopKindField = lazySchema(() =>
  z.union([z.literal(ShopKind.offline), z.literal(ShopKind.online)], { error: '请选择商家类型' }),
);
const tagsField = lazySchema(() =>
  z
    .array(z.enum(MERCHANT_TAGS, { error: '请选择列表中的标签' }), { error: '请选择商家标签' })
    .min(1, '请至少选择1个商家标签')
    .max(MERCHANT_TAGS_MAX, `最多选择${MERCHANT_TAGS_MAX}个商家标签`)
    .refine((t) => new Set(t).size === t.length, '商家标签不能重复'),
);

/** The unified social credit code as written (spaces dropped, capitalised), checked by the one validator. */
export const creditCodeField = lazySchema(() =>
  z
    .string({ error: '请输入统一社会信用代码' })
    .max(40, '统一社会信用代码为18位')
    .transform(normalizeCreditCode)
    .superRefine((v, ctx) => {
      const problem = creditCodeProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
);

/** A mobile (kept as 11 digits) or a landline (spec 5). */
const contactPhoneField = lazySchema(() =>
  z
    .string({ error: '请输入联系电话' })
    .trim()
    .min(1, '请输入联系电话')
    .max(20, '请输入正确的联系电话')
    .refine(isPhoneNumber, '请输入正确的联系电话')
    .transform((v) => normalizeMobile(v) ?? v),
);

/** The enterprise's fields, one by one (the enterprise page sends them together). */
export const merchantEnterpriseFields = {
  name: lazySchema(() => displayText('请输入企业名称').min(2, '请输入企业名称').max(60, '企业名称最多60个字')),
  credit_code: creditCodeField,
  legal_person: lazySchema(() =>
    displayText('请输入法定代表人').min(2, '请输入法定代表人').max(30, '法定代表人最多30个字'),
  ),
  address: lazySchema(() =>
    displayText('请输入企业地址').min(5, '请输入企业地址（至少5个字）').max(120, '企业地址最多120个字'),
  ),
  contact_name: lazySchema(() => displayText('请输入联系人').min(2, '请输入联系人').max(20, '联系人最多20个字')),
  contact_mobile: contactPhoneField,
};

/** A draft's fields: each one optional, the ones sent are checked and stored ('' takes the licence photo away). */
export const merchantSaveFields = {
  shop_kind: shopKindField,
  tags: tagsField,
  ...merchantEnterpriseFields,
  licence_image: lazySchema(() => imageUrlField('请上传营业执照照片', { allowEmpty: true })),
};

/** Spec 5: a Chinese personal name and a national ID number. */
export const merchantVerifyFields = {
  name: lazySchema(() =>
    z
      .string({ error: '请输入真实姓名' })
      .trim()
      .max(30, '请输入正确的姓名')
      .refine(isChineseName, '请输入正确的姓名（2-4个汉字，少数民族姓名可含·）'),
  ),
  id_number: lazySchema(() =>
    z
      .string({ error: '请输入身份证号' })
      .trim()
      .max(18, '请输入正确的身份证号')
      .refine(isIdNumber, '请输入正确的身份证号')
      .transform((v) => v.toUpperCase()),
  ),
  code: smsCodeField,
};

// ---------------------------------------------------------------- answers

/** What a licence's photo says, as the recognition provider read it. */
export const licenceTextSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    credit_code: z.string(),
    legal_person: z.string(),
    address: z.string(),
  }),
);

export const MISMATCH_FIELDS = ['name', 'credit_code', 'legal_person', 'address'] as const;
/** A field whose entered value differs from the recognised licence. */
export const licenceMismatchSchema = lazySchema(() =>
  z.object({
    field: z.enum(MISMATCH_FIELDS),
    label: z.string(),
    entered: z.string(),
    recognised: z.string(),
  }),
);

const applicationShape = {
  id: lazySchema(() => z.number().int()),
  state: lazySchema(() => z.enum(MERCHANT_STATES)),
  state_label: lazySchema(() => z.string()),
  /** 11 offline, 12 online; null until chosen */
  shop_kind: lazySchema(() => z.number().int().nullable()),
  shop_kind_label: lazySchema(() => z.string()),
  tags: lazySchema(() => z.array(z.string())),
  name: lazySchema(() => z.string()),
  credit_code: lazySchema(() => z.string()),
  legal_person: lazySchema(() => z.string()),
  address: lazySchema(() => z.string()),
  contact_name: lazySchema(() => z.string()),
  contact_mobile: lazySchema(() => z.string()),
  licence_image: lazySchema(() => z.string()),
  /** the provider's reading of the licence; null when not recognised (the local `manual` provider: the auditor reads it) */
  recognised: lazySchema(() => licenceTextSchema.nullable()),
  mismatches: lazySchema(() => z.array(licenceMismatchSchema)),
  /** the verified applicant: name and the masked ID number (first 6, last 2); empty until verified */
  applicant_name: lazySchema(() => z.string()),
  applicant_id_number: lazySchema(() => z.string()),
  verified: lazySchema(() => z.boolean()),
  reject_reason: lazySchema(() => z.string()),
  /** the business made on approval */
  business_id: lazySchema(() => z.number().int().nullable()),
  submit_time: lazySchema(() => z.number().int().nullable()),
  create_time: lazySchema(() => z.number().int()),
};

export const merchantApplicationSchema = lazySchema(() =>
  z.object({
    ...applicationShape,
    /** what is still missing before it can be submitted (the same messages as submit's 10001) */
    missing: z.array(z.object({ field: z.string(), message: z.string() })),
    /** what the applicant may do now: edit (draft, rejected), submit (edit and nothing missing) */
    actions: z.object({ edit: z.boolean(), submit: z.boolean() }),
  }),
);
export type MerchantApplication = z.infer<typeof merchantApplicationSchema>;

/** audit/info of type merchant: the application with its applicant */
export const merchantAuditSchema = lazySchema(() =>
  z.object({
    ...applicationShape,
    user_id: z.number().int(),
    nickname: z.string(),
    avatar: z.string(),
    /** the applicant's account mobile, masked */
    applicant_mobile: z.string(),
    /** whether the verified applicant's name is the licence's legal person */
    applicant_is_legal_person: z.boolean(),
  }),
);
export type MerchantAudit = z.infer<typeof merchantAuditSchema>;

export const merchantFoundSchema = lazySchema(() =>
  z.object({
    /** business: registered (its administrator decides); pending: someone's application is in review */
    kind: z.enum(['business', 'pending']),
    business_id: z.number().int().nullable(),
    name: z.string(),
    credit_code: z.string(),
    /** the business owner's mobile, masked ('' for a pending application) */
    admin_mobile: z.string(),
  }),
);
export type MerchantFound = z.infer<typeof merchantFoundSchema>;

const smsSent = {
  expires_in: lazySchema(() => z.number().int()),
  resend_in: lazySchema(() => z.number().int()),
  mobile: lazySchema(() => z.string()),
};

// ---------------------------------------------------------------- calls

export const merchantDraft = defineCall({
  path: '/api/user/1.0.0/merchant/draft',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'The caller’s business registration: the live application (draft, pending or rejected), else the latest approved one, else null',
  query: () => z.strictObject({}),
  data: () => z.object({ application: merchantApplicationSchema.nullable() }),
});

export const merchantSave = defineCall({
  path: '/api/user/1.0.0/merchant/save',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'Save fields of the caller’s draft (made on first save): merchant type, tags, enterprise, licence photo (read by the recognition provider); refused while in review',
  query: () =>
    z.strictObject({
      shop_kind: merchantSaveFields.shop_kind.optional(),
      tags: merchantSaveFields.tags.optional(),
      name: merchantSaveFields.name.optional(),
      credit_code: merchantSaveFields.credit_code.optional(),
      legal_person: merchantSaveFields.legal_person.optional(),
      address: merchantSaveFields.address.optional(),
      contact_name: merchantSaveFields.contact_name.optional(),
      contact_mobile: merchantSaveFields.contact_mobile.optional(),
      licence_image: merchantSaveFields.licence_image.optional(),
    }),
  data: () => merchantApplicationSchema,
});

export const merchantRetrieve = defineCall({
  path: '/api/user/1.0.0/merchant/retrieve',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'Find an enterprise already registered (by name or unified social credit code) or in review: who to contact instead of registering it again',
  query: () =>
    z.strictObject({
      keyword: displayText('请输入企业名称或统一社会信用代码').min(2, '请输入至少2个字').max(60, '企业名称最多60个字'),
    }),
  data: () => z.object({ list: z.array(merchantFoundSchema) }),
});

export const merchantVerifySend = defineCall({
  path: '/api/user/1.0.0/merchant/verify/send',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary: 'Send the applicant’s check code to the caller’s own mobile (scene merchant_verify)',
  query: () => z.strictObject({}),
  data: () => z.object(smsSent),
});

export const merchantVerify = defineCall({
  path: '/api/user/1.0.0/merchant/verify',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'Verify the applicant: name and ID number (spec 5) and the SMS code sent to their own mobile; kept with the draft as the name and the masked ID number',
  query: () => z.strictObject(merchantVerifyFields),
  data: () => merchantApplicationSchema,
});

export const merchantSubmit = defineCall({
  path: '/api/user/1.0.0/merchant/submit',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'Submit the caller’s complete draft (or the edited rejected application) to the platform audit queue (type merchant); one live application per credit code',
  query: () => z.strictObject({}),
  data: () => merchantApplicationSchema,
});

export const merchantAdminChangeSend = defineCall({
  path: '/api/user/1.0.0/merchant/admin-change/send',
  method: 'POST',
  auth: 'required',
  access: { business: ['owner'] },
  summary:
    'The business owner (b_id) names the new administrator by mobile (a registered user): a code goes to that mobile (scene change_manager)',
  query: () => z.strictObject({ mobile: mobileField }),
  data: () => z.object({ ...smsSent, nickname: z.string() }),
});

export const merchantAdminChangeConfirm = defineCall({
  path: '/api/user/1.0.0/merchant/admin-change/confirm',
  method: 'POST',
  auth: 'required',
  access: { business: ['owner'] },
  summary:
    'The owner enters the code the new administrator read to them: the new one becomes the owner, the old owner an admin (account event change_manager)',
  query: () => z.strictObject({ mobile: mobileField, code: smsCodeField }),
  data: () =>
    z.object({
      business_id: z.number().int(),
      business_name: z.string(),
      owner_nickname: z.string(),
      event: z.literal('change_manager'),
    }),
});
