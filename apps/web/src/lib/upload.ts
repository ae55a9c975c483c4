import { useSyncExternalStore } from 'react';
import { ErrorCode, uploadSign, type reportUpload, type CallQuery } from '@kc/shared';
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

let inProgress = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/**
 * Counts `work` (an upload, or its compression and upload) as in progress until it settles: a form holds back its
 * save meanwhile (`useUploading`, components/ui/upload-guard.tsx), since the picture joins the form's value only once
 * its upload has ended.
 */
export const trackUpload = <T>(work: Promise<T>): Promise<T> => {
  inProgress += 1;
  notify();
  return work.finally(() => {
    inProgress -= 1;
    notify();
  });
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Whether a picture or video is still uploading anywhere in the app. */
export const useUploading = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => inProgress > 0,
    () => false,
  );

/** The largest video a post or an album takes (the server's uploadSign answers the same in max_bytes). */
export const VIDEO_MAX_BYTES = 30 * 1024 * 1024;

/** A call that signs an upload: uploadSign, or a scene's own name for it (spec 7.5 report/upload). */
export type SignCall = typeof uploadSign | typeof reportUpload;

/** The signed upload (sign → PUT the bytes) of a file whose type was checked; resolves to its public URL. */
const uploadSigned = async (
  file: File,
  what: '图片' | '视频',
  fallbackName: string,
  signCall: SignCall = uploadSign,
): Promise<string> => {
  const sign = await api.call(signCall as typeof uploadSign, {
    filename: file.name || fallbackName,
    content_type: file.type as ContentType,
  });
  if (file.size > sign.max_bytes) {
    throw new ApiError(ErrorCode.VALIDATION, `${what}不能超过${Math.floor(sign.max_bytes / 1024 / 1024)}MB`);
  }
  const target = /^https?:\/\//.test(sign.upload_url) ? sign.upload_url : OTHER_HOST + sign.upload_url;
  const answer = await put(target, sign.method, file);
  if (!answer) throw new ApiError(ErrorCode.CLIENT_HTTP, `${what}上传失败，请重试`);
  if (typeof answer.code === 'number' && answer.code !== 0) {
    throw new ApiError(answer.code, typeof answer.message === 'string' ? answer.message : `${what}上传失败，请重试`);
  }
  return sign.url;
};

/** Uploads one image through a signed URL (signed by `sign`, uploadSign by default); resolves to its public URL. */
export const uploadImage = async (file: File, sign?: SignCall): Promise<string> => {
  if (!ALLOWED.includes(file.type)) throw new ApiError(ErrorCode.VALIDATION, '仅支持 jpg/png/webp/gif 图片');
  return trackUpload(uploadSigned(file, '图片', 'image', sign));
};

/** Uploads one MP4 video (the server stores MP4 only: other formats are refused before asking). */
export const uploadVideo = async (file: File): Promise<string> => {
  if (file.type !== 'video/mp4') throw new ApiError(ErrorCode.VALIDATION, '仅支持 mp4 视频');
  if (file.size > VIDEO_MAX_BYTES) throw new ApiError(ErrorCode.VALIDATION, '视频不能超过30MB');
  return trackUpload(uploadSigned(file, '视频', 'video.mp4'));
};
