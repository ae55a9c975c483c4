import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { showError } from '../../../lib/http';
import { uploadImage } from '../../../lib/upload';

/** Up to `max` images, each uploaded through the signed upload (lib/upload) when picked; the value is their URLs. */
export function ImagesUploader({
  value,
  onChange,
  max,
  label,
}: {
  value: string[];
  onChange: (urls: string[]) => void;
  max: number;
  label: string;
}) {
  const upload = async (file: File): Promise<ImageUploadItem> => {
    try {
      return { url: await uploadImage(file) };
    } catch (e) {
      showError(e);
      throw e;
    }
  };
  return (
    <ImageUploader
      className="image-field"
      aria-label={label}
      accept="image/jpeg,image/png,image/webp,image/gif"
      multiple
      maxCount={max}
      value={value.map((url) => ({ url }))}
      upload={upload}
      onChange={(items) => onChange(items.map((i) => i.url))}
    />
  );
}
