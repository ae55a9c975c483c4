import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import sharp, { type Metadata } from 'sharp';
import { ErrorCode } from '@kc/shared';
import { AppError } from './errors.js';
import type { Kv } from './kv.js';

const PNG_MAGIC = Buffer.from('89504e470d0a1a0a', 'hex');

/** The image types an upload may be signed for, their file extension, sharp's name and their magic bytes. */
const TYPES = {
  'image/jpeg': { ext: 'jpg', format: 'jpeg', magic: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  'image/png': { ext: 'png', format: 'png', magic: (b: Buffer) => b.subarray(0, 8).equals(PNG_MAGIC) },
  'image/webp': {
    ext: 'webp',
    format: 'webp',
    magic: (b: Buffer) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
  'image/gif': { ext: 'gif', format: 'gif', magic: (b: Buffer) => /^GIF8[79]a$/.test(b.toString('latin1', 0, 6)) },
} as const;
type ImageType = keyof typeof TYPES;
const isImageType = (ct: string): ct is ImageType => Object.hasOwn(TYPES, ct);

/** `<uid>/<uuid>.<ext>`: the only shape of key that is ever signed, written or served. */
const KEY = /^\d{1,12}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif)$/;

/** Headers of every served upload: the type by extension, never sniffed, never a document that can run script. */
const SERVE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)}MB` : `${Math.ceil(bytes / 1024)}KB`;

const NOT_AN_IMAGE = '文件不是有效的图片';

/**
 * Decodes an upload as the declared image type and re-encodes it: EXIF orientation applied, metadata (EXIF, GPS,
 * ICC, comments, anything appended) dropped, at most `maxDimension` pixels a side. Anything that is not really an
 * image of that type (an SVG, HTML renamed .png, another format) is refused before a decoder other than the
 * declared one sees it.
 */
export async function reencodeImage(
  body: Buffer,
  contentType: ImageType,
  maxDimension: number,
): Promise<{ data: Buffer; width: number; height: number }> {
  const type = TYPES[contentType];
  if (!type.magic(body)) throw new AppError(ErrorCode.VALIDATION, NOT_AN_IMAGE);
  const animated = type.format === 'gif' || type.format === 'webp';
  const input = () => sharp(body, { failOn: 'error', limitInputPixels: 50_000_000, animated });
  let meta: Metadata;
  try {
    meta = await input().metadata();
  } catch {
    throw new AppError(ErrorCode.VALIDATION, NOT_AN_IMAGE);
  }
  if (meta.format !== type.format) throw new AppError(ErrorCode.VALIDATION, NOT_AN_IMAGE);
  let pipeline = input()
    .rotate()
    .resize({ width: maxDimension, height: maxDimension, fit: 'inside', withoutEnlargement: true });
  switch (type.format) {
    case 'jpeg':
      pipeline = pipeline.jpeg({ quality: 85, mozjpeg: true });
      break;
    case 'png':
      pipeline = pipeline.png();
      break;
    case 'webp':
      pipeline = pipeline.webp({ quality: 85 });
      break;
    case 'gif':
      pipeline = pipeline.gif();
      break;
  }
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    throw new AppError(ErrorCode.VALIDATION, NOT_AN_IMAGE);
  }
}

/**
 * Object storage, local-disk target: signed PUT URLs under /upload/local/<key>, files served at /uploads/<key>.
 * An S3-compatible adapter would sign its own URLs behind the same `presign` (and re-encode on its upload hook).
 */
export function localStorage(opts: {
  dir: string;
  secret: string;
  urlTtl: number;
  maxBytes: number;
  /** counts the URLs signed per user and hour (shared by every instance when it is Redis) */
  kv: Kv;
  /** signed upload URLs per user per hour; the next one is refused with 10029 until the hour is over */
  hourlyMax: number;
  /** the longest side of a stored image in pixels (larger ones are scaled down) */
  maxDimension?: number;
}) {
  const maxDimension = opts.maxDimension ?? 4096;
  const sig = (key: string, ct: string, exp: number) =>
    createHmac('sha256', opts.secret).update(`${key}\n${ct}\n${exp}`).digest('base64url');
  const root = path.join(opts.dir, 'uploads');
  /** half-written files live outside the served directory */
  const tmp = path.join(opts.dir, 'uploads-tmp');

  /** The signed request, checked before its body is read: a key of the one shape, a valid signature, not expired. */
  const signedUpload = (req: FastifyRequest<{ Params: { '*': string }; Querystring: Record<string, string> }>) => {
    const key = req.params['*'];
    const { ct = '', exp = '', sig: given = '' } = req.query;
    const expected = Buffer.from(sig(key, ct, Number(exp)));
    if (
      typeof key !== 'string' ||
      !KEY.test(key) ||
      typeof given !== 'string' ||
      expected.length !== given.length ||
      !timingSafeEqual(expected, Buffer.from(given)) ||
      !isImageType(ct) ||
      !key.endsWith(`.${TYPES[ct].ext}`)
    ) {
      throw new AppError(ErrorCode.FORBIDDEN, '上传地址无效');
    }
    if (Number(exp) < Date.now()) throw new AppError(ErrorCode.FORBIDDEN, '上传地址已过期，请重新上传');
    return { key, ct };
  };

  return {
    maxBytes: opts.maxBytes,
    maxDimension,
    async presign(uid: number, contentType: string) {
      if (!isImageType(contentType)) throw new AppError(ErrorCode.VALIDATION, '仅支持 jpg/png/webp/gif 图片');
      // one atomic increment per signing, so parallel requests cannot get past the limit together
      if ((await opts.kv.incr(`upload:hour:${uid}`, 3600)) > opts.hourlyMax)
        throw new AppError(ErrorCode.RATE_LIMITED, '上传过于频繁，请稍后再试');
      const key = `${uid}/${randomUUID()}.${TYPES[contentType].ext}`;
      const exp = Date.now() + opts.urlTtl * 1000;
      const qs = new URLSearchParams({ ct: contentType, exp: String(exp), sig: sig(key, contentType, exp) });
      return {
        key,
        upload_url: `/upload/local/${key}?${qs}`,
        url: `/uploads/${key}`,
        expires_at: Math.floor(exp / 1000),
      };
    },

    async register(app: FastifyInstance, onStored: (key: string, bytes: number) => Promise<void>) {
      await fs.mkdir(root, { recursive: true });
      await fs.mkdir(tmp, { recursive: true });

      await app.register(async (scope) => {
        // every body of this scope is raw bytes up to the limit, whatever its content type says
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: opts.maxBytes }, (_req, body, done) =>
          done(null, body),
        );
        scope.put<{ Params: { '*': string }; Querystring: Record<string, string> }>('/upload/local/*', {
          onRequest: async (req) => {
            signedUpload(req);
          },
          errorHandler: (err: FastifyError | AppError) => {
            if (err instanceof AppError) throw err;
            if (err.statusCode === 413)
              throw new AppError(ErrorCode.VALIDATION, `内容过大，图片不能超过${sizeText(opts.maxBytes)}`);
            if (err.statusCode === 415) throw new AppError(ErrorCode.VALIDATION, '文件类型与申请的不一致');
            throw err;
          },
          handler: async (req) => {
            const { key, ct } = signedUpload(req);
            const given = String(req.headers['content-type'] ?? '')
              .split(';')[0]!
              .trim()
              .toLowerCase();
            if (given !== ct) throw new AppError(ErrorCode.VALIDATION, '文件类型与申请的不一致');
            if (!Buffer.isBuffer(req.body) || req.body.length === 0)
              throw new AppError(ErrorCode.VALIDATION, NOT_AN_IMAGE);
            const image = await reencodeImage(req.body, ct, maxDimension);

            const file = path.join(root, key);
            const part = path.join(tmp, randomUUID());
            await fs.mkdir(path.dirname(file), { recursive: true });
            await fs.writeFile(part, image.data);
            try {
              // a signed URL stores one file once: link() is atomic and never replaces an existing file
              await fs.link(part, file);
            } catch (e) {
              if ((e as NodeJS.ErrnoException).code === 'EEXIST')
                throw new AppError(ErrorCode.CONFLICT, '该上传地址已使用，请重新上传');
              throw e;
            } finally {
              await fs.rm(part, { force: true });
            }
            await onStored(key, image.data.length);
            return {
              code: 0,
              message: 'ok',
              data: { url: `/uploads/${key}`, bytes: image.data.length, width: image.width, height: image.height },
            };
          },
        });
      });

      await app.register(fastifyStatic, {
        root,
        prefix: '/uploads/',
        decorateReply: false,
        // only stored keys: no dotfiles, no temporary files, nothing above the directory
        allowedPath: (pathName) => KEY.test(pathName.slice(1)),
        dotfiles: 'deny',
        index: false,
        list: false,
        maxAge: '30d',
        immutable: true,
        setHeaders: (res, file) => {
          for (const [name, value] of Object.entries(SERVE_HEADERS)) res.setHeader(name, value);
          res.setHeader('Content-Disposition', `inline; filename="${path.basename(file)}"`);
        },
      });
    },
  };
}
export type Storage = ReturnType<typeof localStorage>;
