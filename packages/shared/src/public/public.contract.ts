import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { INT32_MAX, mobileField, smsCodeField, smsSceneField } from '../common/fields.js';
import { listOf } from '../common/paging.js';
import { docSchema } from '../user/user.contract.js';

export const smsSend = defineCall({
  path: '/sms',
  method: 'GET',
  auth: 'none',
  access: 'public',
  summary: 'Send a 6-digit SMS code (5 min; one per mobile per 60 s; 10 a day)',
  query: () => z.strictObject({ mobile: mobileField, scene: smsSceneField }),
  data: () => z.object({ expires_in: z.number().int(), resend_in: z.number().int() }),
});

export const smsVerify = defineCall({
  path: '/public/common/1.0.0/sms/verify',
  method: 'GET',
  auth: 'none',
  access: 'public',
  summary: 'Check an SMS code without using it up (wrong tries count)',
  query: () => z.strictObject({ mobile: mobileField, scene: smsSceneField, code: smsCodeField }),
  data: () => z.object({ valid: z.literal(true) }),
});

export const servicesPhone = defineCall({
  path: '/public/common/1.0.0/config/servicesPhone',
  method: 'GET',
  auth: 'none',
  access: 'public',
  summary: 'Customer service phone number',
  query: () => z.strictObject({}),
  data: () => z.object({ phone: z.string() }),
});

export const docIndex = defineCall({
  path: '/public/doc/1.0.0/doc/index',
  method: 'GET',
  auth: 'none',
  access: 'public',
  summary: 'A published document by key (aboutus, agreement, privacy)',
  query: () => z.strictObject({ key: z.string().regex(/^[a-z_]{1,32}$/, '文档标识无效') }),
  data: () => docSchema,
});

export const bannerSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    image: z.string(),
    link: z.string(),
  }),
);
export type Banner = z.infer<typeof bannerSchema>;

export const adIndex = defineCall({
  path: '/api/{product}/ad/index',
  method: 'GET',
  auth: 'none',
  access: 'public',
  summary: 'Banners of a position (default home), in display order',
  query: () =>
    z.strictObject({
      position: z
        .string()
        .regex(/^[a-z_]{1,32}$/, '广告位无效')
        .default('home'),
    }),
  data: () => listOf(bannerSchema),
});

export const spmCreate = defineCall({
  path: '/public/common/1.0.0/spm/create',
  method: 'GET',
  auth: 'optional',
  access: 'public',
  summary: 'Create an spm code that attributes visits of a shared link to its sharer',
  query: () =>
    z.strictObject({
      module: z.string().regex(/^[a-z_]{1,32}$/, '模块无效'),
      target_id: z.coerce.number().int().nonnegative().max(INT32_MAX).default(0),
      url: z.string().max(1024).default(''),
    }),
  data: () => z.object({ spm: z.string() }),
});

export const uploadSign = defineCall({
  path: '/public/common/1.0.0/upload/get_upload_sign_url',
  method: 'GET',
  auth: 'required',
  access: 'user',
  summary: 'A signed URL to PUT one image (at most 5 MB) or one mp4 video (at most 30 MB) to, for 10 minutes',
  query: () =>
    z.strictObject({
      filename: z.string().min(1).max(128),
      content_type: z.enum(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'video/mp4'], {
        error: '仅支持 jpg/png/webp/gif 图片或 mp4 视频',
      }),
    }),
  data: () =>
    z.object({
      upload_url: z.string(),
      method: z.literal('PUT'),
      url: z.string(),
      key: z.string(),
      expires_at: z.number().int(),
      /** the most bytes the PUT may carry: 5 MB for an image, 30 MB for a video */
      max_bytes: z.number().int(),
    }),
});
