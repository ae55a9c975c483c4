import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { BASE_PATH } from '../../../config/env';
import { cx } from '../../../components/ui/cx';
import { verifyPaths } from '../utils/verify-paths';
import styles from './point-qrcode.module.css';

/** The URL a holder's scan of the point's own code opens (interactive mode). */
export const pointCodeUrl = (param: string): string =>
  `${window.location.origin}${BASE_PATH}${verifyPaths.pointCode(param)}`;

const QR_OPTIONS = { margin: 2, width: 480, errorCorrectionLevel: 'M' } as const;

/** A PNG where a canvas exists, else the same code as SVG. */
const drawCode = async (text: string): Promise<string> => {
  try {
    return await QRCode.toDataURL(text, QR_OPTIONS);
  } catch {
    const svg = await QRCode.toString(text, { ...QR_OPTIONS, type: 'svg' });
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  }
};

/** An interactive point's own QR code for holders to scan, with how to save and print it. */
export function PointQrCode({ param, name }: { param: string; name: string }) {
  const url = pointCodeUrl(param);
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    drawCode(url).then(
      (s) => live && setSrc(s),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [url]);

  return (
    <figure className={styles.qr} aria-label={`${name} 核销点二维码`}>
      {src ? (
        <img className={styles.img} src={src} alt={`${name} 核销点二维码`} data-url={url} />
      ) : (
        <div className={cx(styles.img, styles.empty)}>{failed ? '二维码生成失败' : '生成中…'}</div>
      )}
      <figcaption>
        <strong>核销点二维码</strong>
        <span>持有人到现场扫此码自助核销。长按或右键保存图片，打印后张贴在核销点。</span>
        {src && (
          <a
            className={styles.save}
            href={src}
            download={`核销点-${name}.${src.startsWith('data:image/png') ? 'png' : 'svg'}`}
          >
            保存二维码
          </a>
        )}
      </figcaption>
    </figure>
  );
}
