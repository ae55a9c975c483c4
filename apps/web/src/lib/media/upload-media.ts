import { trackUpload, uploadImage, type SignCall } from '../upload';
import { compressImage } from './compress-image';

/** Resizes (compressImage) and uploads one image; resolves to its public URL. */
export const uploadCompressedImage = (file: File, sign?: SignCall): Promise<string> =>
  trackUpload(compressImage(file).then((small) => uploadImage(small, sign)));
