import { lazySchema, z } from '../common/z.js';
import { defineCall } from '../common/contract.js';
import { displayText, idField, imageUrlField } from '../common/fields.js';
import { SHARE_MODULES } from '../app/enums.js';
import { uploadSign } from '../public/public.contract.js';

/**
 * Reports (spec 2.14 /report/{module}/{id}, 4 share modules, 7.5 report upload): anyone logged in reports a post, a
 * comment, an event, an album image, a person or a ride, once per thing, with a reason and up to 3 images. Every
 * reported thing has one open case in the platform audit queue (audit type `report`); a post, comment or album image
 * reported by 3 different people is hidden until the auditor decides: pass keeps it (shown again), reject takes it
 * down with the reason told to the author. Nothing is deleted, every decision is logged (docs/community.md).
 */

export const REPORT_MODULES = SHARE_MODULES;
export type ReportModule = (typeof REPORT_MODULES)[number];
export const reportModuleLabel: Record<ReportModule, string> = {
  bbs: '帖子',
  reply: '评论',
  play: '活动',
  image: '相册图片',
  user: '用户',
  party: '骑行',
};
/** Modules whose content is hidden automatically at this many distinct reporters. */
export const REPORT_HIDE_MODULES: readonly ReportModule[] = ['bbs', 'reply', 'image'];
export const REPORT_HIDE_AT = 3;

export const REPORT_REASONS = ['spam', 'porn', 'abuse', 'fraud', 'illegal', 'privacy', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const reportReasonLabel: Record<ReportReason, string> = {
  spam: '垃圾广告',
  porn: '色情低俗',
  abuse: '辱骂攻击',
  fraud: '诈骗信息',
  illegal: '违法违规',
  privacy: '侵犯隐私',
  other: '其他',
};

export const reportCreate = defineCall({
  path: '/public/common/1.0.0/report/create',
  method: 'POST',
  auth: 'required',
  access: 'user',
  summary:
    'Report a thing once (module and id); its open case joins the audit queue; a post, comment or album image reported by 3 people is hidden at once',
  query: () =>
    z
      .strictObject({
        module: z.enum(REPORT_MODULES, { error: '未知的举报类型' }),
        id: idField('举报对象无效'),
        reason: z.enum(REPORT_REASONS, { error: '请选择举报原因' }),
        detail: displayText().max(200, '补充说明最多200个字').default(''),
        images: z.array(imageUrlField()).max(3, '最多3张图片').default([]),
      })
      .refine((q) => q.reason !== 'other' || q.detail.length > 0, { message: '请填写举报说明', path: ['detail'] }),
  data: () =>
    z.object({
      /** the thing is hidden now (this report was the third) */
      hidden: z.boolean(),
    }),
});

/** What the auditor reads in the audit detail of a `report` case. */
export const reportCaseSchema = lazySchema(() =>
  z.object({
    module: z.enum(REPORT_MODULES),
    module_label: z.string(),
    target_id: z.number().int(),
    /** the reported content as it is now (text, images), or a person's name and signature */
    title: z.string(),
    body: z.string(),
    images: z.array(z.string()),
    author_uid: z.number().int(),
    author_nickname: z.string(),
    hidden: z.boolean(),
    reports: z.array(
      z.object({
        nickname: z.string(),
        reason_label: z.string(),
        detail: z.string(),
        images: z.array(z.string()),
        create_time: z.number().int(),
      }),
    ),
  }),
);
export type ReportCase = z.infer<typeof reportCaseSchema>;

/** Spec 7.5 `report/upload`: the signed upload of one image of evidence (images only, at most 5 MB). */
export const reportUpload = defineCall({
  path: '/public/common/1.0.0/report/upload',
  method: 'GET',
  auth: 'required',
  access: 'user',
  summary: 'A signed URL to PUT one image of report evidence to (at most 5 MB, 10 minutes)',
  query: () =>
    z.strictObject({
      filename: z.string().min(1).max(128),
      content_type: z.enum(['image/jpeg', 'image/png', 'image/webp', 'image/gif'], {
        error: '仅支持 jpg/png/webp/gif 图片',
      }),
    }),
  data: () => uploadSign.data,
});
