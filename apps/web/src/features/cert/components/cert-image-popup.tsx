import { Button, Popup } from 'antd-mobile';
import styles from './cert-image-popup.module.css';

/** The pass as an image, for long-press saving where the page cannot be printed. */
export function CertImagePopup({ image, onClose }: { image: string | null; onClose: () => void }) {
  return (
    <Popup visible={image !== null} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.popup}>
      {image && (
        <div className={styles.view}>
          <img src={image} alt="证件图片" />
          <p className={styles.tip}>长按图片保存</p>
          <Button block onClick={onClose}>
            关闭
          </Button>
        </div>
      )}
    </Popup>
  );
}
