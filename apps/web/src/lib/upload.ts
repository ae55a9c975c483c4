import { ErrorCode, uploadSign, type CallQuery } from '@kc/shared';
import { OTHER_HOST } from '../config/env';
import { ApiError, api } from './http';

type ContentType = CallQuery<typeof uploadSign>['content_type'];
const ALLOWED: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** Uploads one image through a signed URL (uploadSign → PUT the bytes) and resolves to its public URL. */
export const uploadImage = async (file: File): Promise<string> => {
  if (!ALLOWED.includes(file.type)) throw new ApiError(ErrorCode.VALIDATION, '仅支持 jpg/png/webp/gif 图片');
  const sign = await api.call(uploadSign, { filename: file.name || 'image', content_type: file.type as ContentType });
  if (file.size > sign.max_bytes) {
    throw new ApiError(ErrorCode.VALIDATION, `图片不能超过${Math.floor(sign.max_bytes / 1024 / 1024)}MB`);
  }
  let ok = false;
  try {
    const target = /^https?:\/\//.test(sign.upload_url) ? sign.upload_url : OTHER_HOST + sign.upload_url;
    const res = await fetch(target, { method: sign.method, headers: { 'Content-Type': file.type }, body: file });
    ok = res.ok;
  } catch {
    ok = false;
  }
  if (!ok) throw new ApiError(ErrorCode.CLIENT_HTTP, '图片上传失败，请重试');
  return sign.url;
};
