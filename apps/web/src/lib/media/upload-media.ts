import { uploadImage, type SignCall } from '../upload';
import { compressImage } from './compress-image';

/** Resizes (compressImage) and uploads one image; resolves to its public URL. */
export const uploadCompressedImage = async (file: File, sign?: SignCall): Promise<string> =>
  uploadImage(await compressImage(file), sign);
