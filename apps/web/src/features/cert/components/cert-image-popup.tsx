import { Button, Popup } from 'antd-mobile';

/** The pass as an image, for long-press saving where the page cannot be printed. */
export function CertImagePopup({ image, onClose }: { image: string | null; onClose: () => void }) {
  return (
    <Popup visible={image !== null} onMaskClick={onClose} onClose={onClose} bodyClassName="cert-image-popup">
      {image && (
        <div className="cert-image-view">
          <img src={image} alt="证件图片" />
          <p className="cert-image-tip">长按图片保存</p>
          <Button block onClick={onClose}>
            关闭
          </Button>
        </div>
      )}
    </Popup>
  );
}
