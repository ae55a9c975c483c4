import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { displayText, imageUrlField } from '../common/fields.js';
import { isChineseName, isResidentIdNumber } from '../common/validators.js';

/**
 * Real-name certification (issue 19; spec 2.14 /real-name-certification/form; 7.1 idcard verify/save, verify/user;
 * 7.5 the recognition provider calls): consent first, then liveness through the provider or a manual review with the
 * ID card's photos; only the verdict, the masked name and the masked ID are kept after the decision —
 * docs/identity.md.
 */

/** How long the manual review takes: said on the form and while it waits. */
export const REAL_NAME_REVIEW_TEXT = '平台审核员将在1-3个工作日内完成审核';

/** How a person is certified: the provider's face (liveness) check, or the auditor reading the ID card's photos. */
export const REAL_NAME_METHODS = ['manual', 'liveness'] as const;
export type RealNameMethod = (typeof REAL_NAME_METHODS)[number];
export const realNameMethodLabel: Record<RealNameMethod, string> = { manual: '人工审核', liveness: '人脸识别' };

/** Stored states; `none` is answered when the person never applied. */
export const REAL_NAME_STATES = ['pending', 'verified', 'rejected'] as const;
export type RealNameState = (typeof REAL_NAME_STATES)[number] | 'none';
export const realNameStateLabel: Record<RealNameState, string> = {
  none: '未认证',
  pending: '审核中',
  verified: '已认证',
  rejected: '未通过',
};

/** The fields the form checks one by one with the same schemas (spec 5: Chinese name, national ID number). */
export const realNameFields = {
  name: lazySchema(() =>
    displayText('请输入姓名')
      .min(1, { message: '请输入姓名', abort: true })
      .refine(isChineseName, '姓名为2-4个汉字，少数民族姓名可用间隔号“·”分隔'),
  ),
  /** 18 characters with the check character and a real birth date; a lower-case x is accepted and stored as X */
  id_number: lazySchema(() =>
    z
      .string({ error: '请输入身份证号' })
      .trim()
      .min(1, { message: '请输入身份证号', abort: true })
      .max(18, { message: '身份证号为18位', abort: true })
      .refine((v) => isResidentIdNumber(v), '请输入正确的18位身份证号')
      .transform((v) => v.toUpperCase()),
  ),
};

export const realNameSaveQuery = lazySchema(() =>
  z
    .strictObject({
      ...realNameFields,
      method: z.enum(REAL_NAME_METHODS, { error: '请选择认证方式' }),
      /** the consent screen was read and accepted (its checkbox) */
      consent: z.literal(true, { error: '请先阅读并同意实名认证信息处理说明' }),
      /** manual: the ID card's portrait side, an upload of the caller's own */
      front_image: imageUrlField('请上传身份证人像面照片').optional(),
      /** manual: the ID card's national-emblem side, an upload of the caller's own */
      back_image: imageUrlField('请上传身份证国徽面照片').optional(),
      /** liveness: where the provider sends the person back (this site's /real-name-certification/form) */
      return_url: z.string({ error: '返回地址无效' }).max(512, '返回地址无效').optional(),
    })
    .superRefine((q, ctx) => {
      if (q.method === 'manual') {
        if (!q.front_image) ctx.addIssue({ code: 'custom', path: ['front_image'], message: '请上传身份证人像面照片' });
        if (!q.back_image) ctx.addIssue({ code: 'custom', path: ['back_image'], message: '请上传身份证国徽面照片' });
      } else if (!q.return_url) ctx.addIssue({ code: 'custom', path: ['return_url'], message: '返回地址无效' });
    }),
);

/** The caller's own certification: what the page shows (never the full name or ID number). */
export const realNameStatusSchema = lazySchema(() =>
  z.object({
    state: z.enum(['none', ...REAL_NAME_STATES]),
    state_label: z.string(),
    /** null when never applied */
    method: z.enum(REAL_NAME_METHODS).nullable(),
    /** masked: 张*, 欧**娜 ('' when never applied) */
    name: z.string(),
    /** masked: the first 6 and last 2 characters (spec 9), e.g. 500101**********12 */
    id_number: z.string(),
    /** rejected: why (the auditor's remark or the provider's verdict) */
    reason: z.string(),
    submit_time: z.number().int(),
    /** when it was verified or rejected (0 before) */
    decide_time: z.number().int(),
    /** whether the face check is offered (a provider is configured); otherwise only the manual review */
    liveness: z.boolean(),
    /** a pending face check: the provider's page to open (or open again); '' otherwise */
    liveness_url: z.string(),
  }),
);
export type RealNameStatus = z.infer<typeof realNameStatusSchema>;

export const realNameSave = defineCall({
  path: '/api/idcard/1.0.0/verify/save',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'Apply for real-name certification after the consent screen: method liveness starts the provider’s face check (answers its page in liveness_url); method manual queues the ID card’s photos for the platform auditor (audit type real_name). One pending at a time, one verified certification per person and per ID number',
  query: () => realNameSaveQuery,
  data: () => realNameStatusSchema,
});

export const realNameMine = defineCall({
  path: '/api/idcard/1.0.0/verify/user',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'My real-name certification, masked; a pending face check is first asked of the provider by its stored token (the browser’s word is never taken)',
  query: () => z.strictObject({}),
  data: () => realNameStatusSchema,
});

/** audit/info of type real_name: the manual review case (the full name and ID number only while pending) */
export const realNameAuditSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    user_id: z.number().int(),
    nickname: z.string(),
    state: z.enum(REAL_NAME_STATES),
    state_label: z.string(),
    /** full while pending (the auditor compares it with the photos), masked once decided */
    name: z.string(),
    /** full while pending, masked once decided */
    id_number: z.string(),
    /** the ID card's photos while pending; '' once decided (the files are deleted) */
    front_image: z.string(),
    back_image: z.string(),
    reason: z.string(),
    submit_time: z.number().int(),
    decide_time: z.number().int(),
  }),
);
export type RealNameAudit = z.infer<typeof realNameAuditSchema>;

// ---------------------------------------------------------------- recognition provider calls (spec 7.5)

const recognitionImage = lazySchema(() => imageUrlField('请上传图片'));

export const recognitionIdCard = defineCall({
  path: '/public/recognition/1.0.0/idcard',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'ID-card recognition of one of my uploads (the portrait side) through the configured provider; recognised false when it reads nothing (the local default), then the person types the fields',
  query: () => z.strictObject({ image: recognitionImage }),
  data: () =>
    z.object({
      recognised: z.boolean(),
      name: z.string(),
      id_number: z.string(),
      address: z.string(),
    }),
});

export const recognitionLicence = defineCall({
  path: '/public/recognition/1.0.0/license',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'Business-licence recognition of one of my uploads through the configured provider; recognised false when it reads nothing (the local default: the auditor reads the licence)',
  query: () => z.strictObject({ image: recognitionImage }),
  data: () =>
    z.object({
      recognised: z.boolean(),
      /** the enterprise's registered name */
      name: z.string(),
      /** the unified social credit code */
      credit_code: z.string(),
      legal_person: z.string(),
      address: z.string(),
    }),
});

export const recognitionAddress = defineCall({
  path: '/public/recognition/1.0.0/address',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'Address analysis: a free-text mainland address split into province, city, district and the rest (a bundled province and city table, no keys needed)',
  query: () =>
    z.strictObject({
      text: displayText('请输入地址').min(2, '请输入地址').max(200, '地址最多200个字'),
    }),
  data: () =>
    z.object({
      recognised: z.boolean(),
      province: z.string(),
      city: z.string(),
      district: z.string(),
      detail: z.string(),
    }),
});
