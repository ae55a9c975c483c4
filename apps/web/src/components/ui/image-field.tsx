import { ImageUploader, type ImageUploadItem } from 'antd-mobile';
import { showError } from '../../lib/http';
import { uploadImage } from '../../lib/upload';
import { UploaderGroup } from './uploader-group';

/** One image, uploaded through the signed upload (lib/upload); the value is its public URL ('' for none). */
export function ImageField({
  value,
  onChange,
  label = '上传图片',
}: {
  value: string;
  onChange: (url: string) => void;
  label?: string;
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
    <UploaderGroup label={label}>
      <ImageUploader
        className="image-field"
        accept="image/jpeg,image/png,image/webp,image/gif"
        maxCount={1}
        value={value ? [{ url: value }] : []}
        upload={upload}
        onChange={(items) => onChange(items[0]?.url ?? '')}
      />
    </UploaderGroup>
  );
}
