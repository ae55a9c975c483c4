import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
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

/** The one video type: MP4, stored as sent (no re-encode) once its bytes start like an MP4. */
const VIDEO_TYPE = 'video/mp4';
const VIDEO_EXT = 'mp4';
type UploadType = ImageType | typeof VIDEO_TYPE;
const isUploadType = (ct: string): ct is UploadType => ct === VIDEO_TYPE || isImageType(ct);
const extOf = (ct: UploadType) => (ct === VIDEO_TYPE ? VIDEO_EXT : TYPES[ct].ext);
/** The largest video by default: 30 MB (images keep `maxBytes`, 5 MB). */
export const VIDEO_MAX_BYTES = 30 * 1024 * 1024;

/** `<uid>/<uuid>.<ext>`: the only shape of key that is ever signed, written or served. */
const KEY = /^\d{1,12}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp|gif|mp4)$/;

/** Headers of every served upload: the type by extension, never sniffed, never a document that can run script. */
const SERVE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)}MB` : `${Math.ceil(bytes / 1024)}KB`;

const NOT_AN_IMAGE = '文件不是有效的图片';
const NOT_A_VIDEO = '文件不是有效的MP4视频';
const UNSUPPORTED = '仅支持 jpg/png/webp/gif 图片或 mp4 视频';

/**
 * Whether the bytes start like an MP4 (ISO base media file): a first box of type `ftyp` at offset 4, its size (the
 * 32-bit big-endian number at offset 0) at least 16 — major brand and minor version — and within the file, its
 * major brand four printable characters. The media is not decoded.
 */
export function looksLikeMp4(b: Buffer): boolean {
  if (b.length < 16 || b.toString('latin1', 4, 8) !== 'ftyp') return false;
  const size = b.readUInt32BE(0);
  if (size < 16 || size > b.length) return false;
  return /^[\x20-\x7e]{4}$/.test(b.toString('latin1', 8, 12));
}

/** Boxes that hold metadata (a phone's location in udta/©xyz or meta/keys, XMP in uuid), never media. */
const METADATA_BOXES = new Set(['udta', 'meta', 'uuid']);
/** Boxes whose children are walked for metadata: the movie and its tracks. */
const CONTAINER_BOXES = new Set(['moov', 'trak']);

/**
 * Blanks the metadata of an MP4 in place, without moving a byte of media: each metadata box at the top level, in
 * `moov` or in a `trak` becomes a `free` box of the same size filled with zeros, so every offset (the chunk offsets
 * in `stco`/`co64` point into `mdat`) stays right and players skip it. A box whose size does not fit ends the walk of
 * its level (the rest is stored as sent). Answers a copy.
 */
export function scrubMp4Metadata(input: Buffer): Buffer {
  const b = Buffer.from(input);
  const walk = (start: number, end: number, depth: number) => {
    let at = start;
    while (at + 8 <= end) {
      let size = b.readUInt32BE(at);
      let header = 8;
      if (size === 1) {
        if (at + 16 > end) return;
        const large = b.readBigUInt64BE(at + 8);
        if (large > BigInt(end - at)) return;
        size = Number(large);
        header = 16;
      } else if (size === 0) size = end - at;
      if (size < header || at + size > end) return;
      const type = b.toString('latin1', at + 4, at + 8);
      if (METADATA_BOXES.has(type)) {
        b.write('free', at + 4, 'latin1');
        b.fill(0, at + header, at + size);
      } else if (CONTAINER_BOXES.has(type) && depth < 2) walk(at + header, at + size, depth + 1);
      at += size;
    }
  };
  walk(0, b.length, 0);
  return b;
}

/**
 * Reads a request body up to `limit` bytes: a declared `Content-Length` over it is refused before anything is read,
 * and reading stops as soon as the bytes received pass it (chunked bodies too). The error carries statusCode 413.
 */
function readBody(payload: Readable, declaredLength: string | undefined, limit: number): Promise<Buffer> {
  const tooLarge = () => Object.assign(new Error('body too large'), { statusCode: 413 });
  return new Promise((resolve, reject) => {
    if (Number(declaredLength) > limit) return reject(tooLarge());
    const chunks: Buffer[] = [];
    let received = 0;
    const done = () => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onError);
    };
    const onData = (chunk: Buffer | string) => {
      const c = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      received += c.length;
      if (received > limit) {
        done();
        reject(tooLarge());
        return;
      }
      chunks.push(c);
    };
    const onEnd = () => {
      done();
      const declared = Number(declaredLength);
      if (declaredLength !== undefined && !Number.isNaN(declared) && declared !== received)
        return reject(Object.assign(new Error('content length mismatch'), { statusCode: 400 }));
      resolve(Buffer.concat(chunks, received));
    };
    const onError = (e: Error & { statusCode?: number }) => {
      done();
      reject(Object.assign(e, { statusCode: e.statusCode && e.statusCode >= 400 ? e.statusCode : 400 }));
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
    payload.resume();
  });
}

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
 * Images (jpg/png/webp/gif, `maxBytes`) are re-encoded; a video (mp4, `videoMaxBytes`) is not re-encoded: stored as
 * sent once it starts like an MP4, its metadata boxes blanked (`scrubMp4Metadata`), and served as video/mp4 with the
 * same headers (docs/security.md, uploads).
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
  /** the largest video (video/mp4) in bytes; default VIDEO_MAX_BYTES (30 MB) */
  videoMaxBytes?: number;
}) {
  const maxDimension = opts.maxDimension ?? 4096;
  const videoMaxBytes = opts.videoMaxBytes ?? VIDEO_MAX_BYTES;
  /** the most bytes a PUT of this (signed) type may carry */
  const limitOf = (ct: UploadType) => (ct === VIDEO_TYPE ? videoMaxBytes : opts.maxBytes);
  const tooLargeText = (ct: UploadType) =>
    ct === VIDEO_TYPE
      ? `内容过大，视频不能超过${sizeText(videoMaxBytes)}`
      : `内容过大，图片不能超过${sizeText(opts.maxBytes)}`;
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
      !isUploadType(ct) ||
      !key.endsWith(`.${extOf(ct)}`)
    ) {
      throw new AppError(ErrorCode.FORBIDDEN, '上传地址无效');
    }
    if (Number(exp) < Date.now()) throw new AppError(ErrorCode.FORBIDDEN, '上传地址已过期，请重新上传');
    return { key, ct };
  };

  /**
   * Checks the bytes of a signed PUT: an image decoded and re-encoded (`reencodeImage`); a video, once it starts like
   * an MP4, kept as sent but for its metadata boxes (blanked). Answers the bytes to write and what the caller is told.
   */
  const prepare = async (body: Buffer, ct: UploadType) => {
    if (ct === VIDEO_TYPE) {
      if (!looksLikeMp4(body)) throw new AppError(ErrorCode.VALIDATION, NOT_A_VIDEO);
      return { data: scrubMp4Metadata(body), width: 0, height: 0 };
    }
    return reencodeImage(body, ct, maxDimension);
  };

  return {
    /** the largest image in bytes */
    maxBytes: opts.maxBytes,
    videoMaxBytes,
    maxDimension,
    async presign(uid: number, contentType: string) {
      if (!isUploadType(contentType)) throw new AppError(ErrorCode.VALIDATION, UNSUPPORTED);
      // one atomic increment per signing, so parallel requests cannot get past the limit together
      if ((await opts.kv.incr(`upload:hour:${uid}`, 3600)) > opts.hourlyMax)
        throw new AppError(ErrorCode.RATE_LIMITED, '上传过于频繁，请稍后再试');
      const key = `${uid}/${randomUUID()}.${extOf(contentType)}`;
      const exp = Date.now() + opts.urlTtl * 1000;
      const qs = new URLSearchParams({ ct: contentType, exp: String(exp), sig: sig(key, contentType, exp) });
      return {
        key,
        upload_url: `/upload/local/${key}?${qs}`,
        url: `/uploads/${key}`,
        expires_at: Math.floor(exp / 1000),
        /** the most bytes this URL accepts: 30 MB for a video, 5 MB for an image */
        max_bytes: limitOf(contentType),
      };
    },

    /**
     * The key of one of this storage's URLs (`/uploads/<uid>/<uuid>.<ext>`), or null for anything else; with `uid`,
     * only a key of that user's own uploads (real-name photos, recognition: docs/identity.md).
     */
    keyOf(url: string, uid?: number): string | null {
      const key = url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : '';
      if (!KEY.test(key)) return null;
      return uid === undefined || key.startsWith(`${uid}/`) ? key : null;
    },
    /** whether a stored file exists */
    exists: (key: string): Promise<boolean> =>
      KEY.test(key)
        ? fs.stat(path.join(root, key)).then(
            (s) => s.isFile(),
            () => false,
          )
        : Promise.resolve(false),
    /** the bytes of a stored file, or null */
    read: (key: string): Promise<Buffer | null> =>
      KEY.test(key) ? fs.readFile(path.join(root, key)).catch(() => null) : Promise.resolve(null),
    /**
     * Deletes a stored file for good (the real-name ID photos once reviewed); true when it was there. Its URL answers
     * 404 from then on; a browser that fetched it may still hold a copy in its cache.
     */
    async remove(key: string): Promise<boolean> {
      if (!KEY.test(key)) return false;
      try {
        await fs.unlink(path.join(root, key));
        return true;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw e;
      }
    },

    async register(app: FastifyInstance, onStored: (key: string, bytes: number) => Promise<void>) {
      await fs.mkdir(root, { recursive: true });
      await fs.mkdir(tmp, { recursive: true });

      await app.register(async (scope) => {
        // every body of this scope is raw bytes up to the signed type's limit, whatever its content type says (the
        // signature was checked in onRequest, before any of it is read; anything unsigned never gets here)
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', (req: FastifyRequest, payload: Readable) => {
          const { ct = '' } = req.query as Record<string, string>;
          return readBody(payload, req.headers['content-length'], isUploadType(ct) ? limitOf(ct) : 0);
        });
        scope.put<{ Params: { '*': string }; Querystring: Record<string, string> }>('/upload/local/*', {
          onRequest: async (req) => {
            signedUpload(req);
          },
          errorHandler: (err: FastifyError | AppError, req) => {
            if (err instanceof AppError) throw err;
            if (err.statusCode === 413) {
              const { ct = '' } = req.query as Record<string, string>;
              throw new AppError(ErrorCode.VALIDATION, tooLargeText(isUploadType(ct) ? ct : 'image/png'));
            }
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
              throw new AppError(ErrorCode.VALIDATION, ct === VIDEO_TYPE ? NOT_A_VIDEO : NOT_AN_IMAGE);
            const stored = await prepare(req.body, ct);

            const file = path.join(root, key);
            const part = path.join(tmp, randomUUID());
            await fs.mkdir(path.dirname(file), { recursive: true });
            await fs.writeFile(part, stored.data);
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
            await onStored(key, stored.data.length);
            return {
              code: 0,
              message: 'ok',
              // a video answers width and height 0 (it is not decoded)
              data: { url: `/uploads/${key}`, bytes: stored.data.length, width: stored.width, height: stored.height },
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
