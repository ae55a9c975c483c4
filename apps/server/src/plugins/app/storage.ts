import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@kc/shared';
import { AppError } from './errors.js';

const EXT: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * Object storage, local-disk target: signed PUT URLs under /upload/local/<key>, files served at /uploads/<key>.
 * An S3-compatible adapter would sign its own URLs behind the same `presign`.
 */
export function localStorage(opts: { dir: string; secret: string; urlTtl: number; maxBytes: number }) {
  const sig = (key: string, ct: string, exp: number) =>
    createHmac('sha256', opts.secret).update(`${key}\n${ct}\n${exp}`).digest('base64url');

  return {
    maxBytes: opts.maxBytes,
    presign(uid: number, contentType: string) {
      const key = `${uid}/${randomUUID()}.${EXT[contentType] ?? 'bin'}`;
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
      const root = path.join(opts.dir, 'uploads');
      await fs.mkdir(root, { recursive: true });
      app.addContentTypeParser(/^image\//, { parseAs: 'buffer', bodyLimit: opts.maxBytes }, (_req, body, done) =>
        done(null, body),
      );
      app.put<{ Params: { '*': string }; Querystring: Record<string, string> }>('/upload/local/*', async (req) => {
        const key = req.params['*'];
        const { ct = '', exp = '0', sig: given = '' } = req.query;
        const expected = Buffer.from(sig(key, ct, Number(exp)));
        if (
          !/^\d+\/[\w-]+\.\w+$/.test(key) ||
          expected.length !== given.length ||
          !timingSafeEqual(expected, Buffer.from(given))
        ) {
          throw new AppError(ErrorCode.FORBIDDEN, '上传地址无效');
        }
        if (Number(exp) < Date.now()) throw new AppError(ErrorCode.FORBIDDEN, '上传地址已过期，请重新上传');
        if (req.headers['content-type'] !== ct || !Buffer.isBuffer(req.body))
          throw new AppError(ErrorCode.VALIDATION, '文件类型与申请的不一致');
        const file = path.join(root, key);
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(`${file}.part`, req.body);
        await fs.rename(`${file}.part`, file);
        await onStored(key, req.body.length);
        return { code: 0, message: 'ok', data: { url: `/uploads/${key}` } };
      });
      await app.register(fastifyStatic, {
        root,
        prefix: '/uploads/',
        decorateReply: false,
        maxAge: '30d',
        immutable: true,
      });
    },
  };
}
export type Storage = ReturnType<typeof localStorage>;
