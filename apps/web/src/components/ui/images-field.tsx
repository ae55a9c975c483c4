import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { showError } from '../../lib/http';
import { uploadCompressedImage } from '../../lib/media';
import type { SignCall } from '../../lib/upload';
import { UploaderGroup } from './uploader-group';

/**
 * Up to `max` images, each compressed in the browser and uploaded through the signed upload when picked (lib/media);
 * the value is their URLs. ImageField is the one-image twin.
 */
export function ImagesField({
  value,
  onChange,
  max,
  label,
  sign,
}: {
  value: string[];
  onChange: (urls: string[]) => void;
  max: number;
  label: string;
  /** the call that signs each upload (uploadSign by default; reports use report/upload) */
  sign?: SignCall;
}) {
  const upload = async (file: File): Promise<ImageUploadItem> => {
    try {
      return { url: await uploadCompressedImage(file, sign) };
    } catch (e) {
      showError(e);
      throw e;
    }
  };
  return (
    <UploaderGroup label={label}>
      <ImageUploader
        className="image-field"
        accept="image/jpeg,image/png,image/webp,image/gif"
        multiple
        maxCount={max}
        value={value.map((url) => ({ url }))}
        upload={upload}
        onChange={(items) => onChange(items.map((i) => i.url))}
      />
    </UploaderGroup>
  );
}
