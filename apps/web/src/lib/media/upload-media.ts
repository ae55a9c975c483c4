import { uploadImage } from '../upload';
import { compressImage } from './compress-image';

/** Resizes (compressImage) and uploads one image; resolves to its public URL. */
export const uploadCompressedImage = async (file: File): Promise<string> => uploadImage(await compressImage(file));
