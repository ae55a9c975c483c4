import { ErrorCode, uploadSign, type CallQuery } from '@kc/shared';
import { OTHER_HOST } from '../config/env';
import { ApiError, api } from './http';

type ContentType = CallQuery<typeof uploadSign>['content_type'];
const ALLOWED: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * PUTs the file and reads the answer: the local target answers an envelope (a refusal is HTTP 200 with a code),
 * an object store an empty 200. Null when the request failed.
 */
const put = async (url: string, method: string, file: File): Promise<{ code?: unknown; message?: unknown } | null> => {
  try {
    const res = await fetch(url, { method, headers: { 'Content-Type': file.type }, body: file });
    if (!res.ok) return null;
    const body = (await res.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
    return body ?? { code: 0 };
  } catch {
    return null;
  }
};

/** Uploads one image through a signed URL (uploadSign → PUT the bytes) and resolves to its public URL. */
export const uploadImage = async (file: File): Promise<string> => {
  if (!ALLOWED.includes(file.type)) throw new ApiError(ErrorCode.VALIDATION, '仅支持 jpg/png/webp/gif 图片');
  const sign = await api.call(uploadSign, { filename: file.name || 'image', content_type: file.type as ContentType });
  if (file.size > sign.max_bytes) {
    throw new ApiError(ErrorCode.VALIDATION, `图片不能超过${Math.floor(sign.max_bytes / 1024 / 1024)}MB`);
  }
  const target = /^https?:\/\//.test(sign.upload_url) ? sign.upload_url : OTHER_HOST + sign.upload_url;
  const answer = await put(target, sign.method, file);
  if (!answer) throw new ApiError(ErrorCode.CLIENT_HTTP, '图片上传失败，请重试');
  if (typeof answer.code === 'number' && answer.code !== 0) {
    throw new ApiError(answer.code, typeof answer.message === 'string' ? answer.message : '图片上传失败，请重试');
  }
  return sign.url;
};
