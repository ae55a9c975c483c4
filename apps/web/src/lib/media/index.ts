/** Media before upload (spec 9): images resized in the browser, a video's cover frame, and their uploads. */
export { compressImage, fitWithin, shouldCompress, COMPRESS_MAX_SIDE, COMPRESS_QUALITY } from './compress-image';
export { snapshotSecond, videoSnapshot, SNAPSHOT_AT_MS } from './video-snapshot';
export { uploadCompressedImage } from './upload-media';
export { uploadVideo, VIDEO_MAX_BYTES } from '../upload';
