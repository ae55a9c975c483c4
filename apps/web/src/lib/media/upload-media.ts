import { ErrorCode, uploadSign } from '@kc/shared';
import { OTHER_HOST } from '../../config/env';
import { ApiError, api } from '../http';
import { uploadImage } from '../upload';
import { compressImage } from './compress-image';

/** Resizes (compressImage) and uploads one image; resolves to its public URL. */
export const uploadCompressedImage = async (file: File): Promise<string> => uploadImage(await compressImage(file));

/** The largest video a post or an album takes (the server's uploadSign answers the same in max_bytes). */
export const VIDEO_MAX_BYTES = 30 * 1024 * 1024;

/**
 * Uploads one MP4 video through the signed upload (uploadSign with video/mp4 → PUT the bytes, as lib/upload does for
 * images) and resolves to its public URL. Other formats are refused before asking: the server stores MP4 only.
 */
export const uploadVideo = async (file: File): Promise<string> => {
  if (file.type !== 'video/mp4') throw new ApiError(ErrorCode.VALIDATION, '仅支持 mp4 视频');
  if (file.size > VIDEO_MAX_BYTES) throw new ApiError(ErrorCode.VALIDATION, '视频不能超过30MB');
  const sign = await api.call(uploadSign, { filename: file.name || 'video.mp4', content_type: 'video/mp4' });
  if (file.size > sign.max_bytes) {
    throw new ApiError(ErrorCode.VALIDATION, `视频不能超过${Math.floor(sign.max_bytes / 1024 / 1024)}MB`);
  }
  const target = /^https?:\/\//.test(sign.upload_url) ? sign.upload_url : OTHER_HOST + sign.upload_url;
  let answer: { code?: unknown; message?: unknown } | null = null;
  try {
    const res = await fetch(target, { method: sign.method, headers: { 'Content-Type': file.type }, body: file });
    if (res.ok) answer = ((await res.json().catch(() => null)) as typeof answer) ?? { code: 0 };
  } catch {
    answer = null;
  }
  if (!answer) throw new ApiError(ErrorCode.CLIENT_HTTP, '视频上传失败，请重试');
  if (typeof answer.code === 'number' && answer.code !== 0) {
    throw new ApiError(answer.code, typeof answer.message === 'string' ? answer.message : '视频上传失败，请重试');
  }
  return sign.url;
};
