import { lazySchema, z } from './z.js';
import { isPassword, normalizeMobile } from './validators.js';

/** Field schemas shared by several calls; messages are what a user reads. */

/** The largest id the database holds (integer columns): a larger one is a bad request, never a database error. */
export const INT32_MAX = 2_147_483_647;
/** The id of a row: a positive integer the database can hold. */
export const idField = (message?: string) =>
  z
    .number(message ? { error: message } : undefined)
    .int(message)
    .positive(message)
    .max(INT32_MAX, message ?? '编号无效');

export const mobileField = lazySchema(() =>
  z.string({ error: '请输入手机号' }).transform((v, ctx) => {
    const m = normalizeMobile(v);
    if (!m) ctx.addIssue({ code: 'custom', message: '请输入正确的手机号' });
    return m ?? '';
  }),
);

export const smsCodeField = lazySchema(() => z.string({ error: '请输入验证码' }).regex(/^\d{6}$/, '验证码为6位数字'));

export const passwordField = lazySchema(() =>
  z.string({ error: '请输入密码' }).refine(isPassword, '密码为8-32位，须包含字母和数字'),
);

export const SMS_SCENES = ['login', 'register', 'drawdown', 'verify', 'setpassword'] as const;
export const smsSceneField = lazySchema(() => z.enum(SMS_SCENES, { error: '未知的验证码场景' }));
/**
 * Scenes only the server's own calls send, to a mobile the server picks (never through the public sms/send): the
 * applicant's check of a business registration (their own mobile) and a new business administrator's consent
 * (docs/merchant.md).
 */
export const SERVER_SMS_SCENES = ['merchant_verify', 'change_manager'] as const;
export type SmsScene = (typeof SMS_SCENES)[number] | (typeof SERVER_SMS_SCENES)[number];

// ---- image URLs ----

/** The longest image URL a field takes. */
export const IMAGE_URL_MAX = 512;

/**
 * The one rule of every image URL a user sends (avatars, covers, icons, holder photos, form images): a path of this
 * site (`/uploads/1/abc.png`: one `/` and then neither `/` nor `\`, which browsers would read as another host), or an
 * absolute `http://` / `https://` URL with a host and no credentials. Nothing anywhere may be whitespace, a control or
 * invisible format character or a backslash; `//host`, `/\host`, `javascript:`, `data:`, `https:/x` and
 * `https://` without a host are refused.
 */
export function isImageUrl(v: string): boolean {
  if (v.length === 0 || v.length > IMAGE_URL_MAX) return false;
  if (/[\s\\\p{Cc}\p{Cf}]/u.test(v)) return false;
  if (v.startsWith('/')) return v.length > 1 && v[1] !== '/';
  // the scheme and its `//` written out (the URL parser would read `https:/x` as https://x/), then the host
  const authority = /^https?:\/\/([^/?#]+)/i.exec(v)?.[1];
  if (!authority || authority.includes('@')) return false;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !url.username;
}

/**
 * An image URL field ({@link isImageUrl}), with the message the field's form shows; `allowEmpty` for an image that
 * may be left out (an empty string).
 */
export const imageUrlField = (message = '图片地址无效', opts: { allowEmpty?: boolean } = {}) =>
  z
    .string({ error: message })
    .max(IMAGE_URL_MAX, message)
    .refine((v) => (opts.allowEmpty && v === '') || isImageUrl(v), message);

// ---- display text ----

/**
 * Invisible format characters (Unicode category Cf: zero-width space, joiners and non-joiners, left-to-right and
 * right-to-left marks, embeddings, overrides and isolates, word joiner and invisible operators, the byte order mark,
 * the Arabic letter mark, the Mongolian vowel separator, soft hyphen, tag characters …).
 */
const INVISIBLE = /[\p{Cf}\u180E]/gu;

/** The text without invisible format characters: what a reader sees is what is stored. */
export const stripInvisible = (v: string): string => v.replace(INVISIBLE, '');

/**
 * A text shown to other people (nicknames, signatures, names and titles): invisible format characters removed and
 * then trimmed, before the caller's length checks — `"\u202E\u202E"` is empty, `"小\u200B王"` is `小王`. Chain the
 * checks: `displayText().min(1, '请输入名称').max(40, '名称最多40个字')`.
 */
export const displayText = (error?: string) =>
  z
    .string(error ? { error } : undefined)
    .overwrite(stripInvisible)
    .trim();
