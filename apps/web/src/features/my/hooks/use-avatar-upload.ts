import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { showError } from '../../../lib/http';
import { uploadImage } from '../../../lib/upload';
import { useUpdateProfile } from '../api/update-profile';

/** Avatar change: upload through a signed URL, then useredit headimg. */
export function useAvatarUpload() {
  const update = useUpdateProfile();
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    setUploading(true);
    const toast = Toast.show({ icon: 'loading', content: '上传中…', duration: 0 });
    try {
      const url = await uploadImage(file);
      await update.mutateAsync({ headimg: url });
      toast.close();
      Toast.show({ icon: 'success', content: '保存成功' });
    } catch (e) {
      toast.close();
      showError(e);
    } finally {
      setUploading(false);
    }
  };

  return { upload, uploading };
}
