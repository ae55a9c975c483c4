import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@kc/shared';
import { AppError } from '../../plugins/app/errors.js';
import { toSecs } from '../../lib/time.js';
import type { Storage } from '../../plugins/app/storage.js';
import type { ContentRepository } from './content.repository.js';

export function contentService(repo: ContentRepository, storage: Storage, servicePhone: string) {
  return {
    async doc(key: string) {
      const d = await repo.doc(key);
      if (!d) throw new AppError(ErrorCode.NOT_FOUND, '文档不存在');
      return { key: d.key, title: d.title, content: d.content, updated_at: toSecs(d.updatedAt) };
    },
    banners: async (position: string) => ({ ...(await repo.banners(position)), page_size: 50 }),
    servicesPhone: () => ({ phone: servicePhone }),

    async createSpm(uid: number | null, q: { module: string; target_id: number; url: string }) {
      const spm = randomBytes(6).toString('base64url');
      await repo.insertSpm({ code: spm, userId: uid, module: q.module, targetId: q.target_id, url: q.url });
      return { spm };
    },

    async signUpload(uid: number, contentType: string) {
      const signed = await storage.presign(uid, contentType);
      await repo.insertUpload({ key: signed.key, userId: uid, contentType });
      // max_bytes: the signed type's limit (an image 5 MB, a video 30 MB)
      return { ...signed, method: 'PUT' as const };
    },
  };
}
export type ContentService = ReturnType<typeof contentService>;
