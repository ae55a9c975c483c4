import { Toast } from 'antd-mobile';
import { useState } from 'react';
import type { Cert } from '@kc/shared';
import { drawCertImage } from '../utils/draw-cert-image';

/** 生成图片: draws the pass with its print code onto a canvas; the PNG is shown for long-press saving. */
export function useCertImage(cert: Cert, code: string) {
  const [image, setImage] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(false);

  const generate = async () => {
    if (drawing) return;
    setDrawing(true);
    try {
      setImage(
        await drawCertImage({
          businessName: cert.business_name,
          itemName: cert.item_name,
          projectName: cert.project_name,
          holderName: cert.holder_name,
          dateString: cert.date_string,
          certSn: cert.cert_sn,
          photoUrl: cert.holder_photo,
          code,
        }),
      );
    } catch (e) {
      console.error(e);
      Toast.show({ content: e instanceof Error && e.message ? e.message : '生成图片失败，请重试' });
    } finally {
      setDrawing(false);
    }
  };

  return { image, drawing, generate, close: () => setImage(null) };
}
