import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { cx } from '../../../components/ui/cx';
import styles from './qr.module.css';

/** `text` drawn as a QR code on the client (SVG, no network). */
export function QrCodeImage({ text, label = '核销二维码' }: { text: string; label?: string }) {
  const [drawn, setDrawn] = useState<{ text: string; src: string } | null>(null);
  useEffect(() => {
    let live = true;
    // computed in a task of its own: choosing the code's mask is the heaviest script of the QR screen (40 to 60 ms at
    // 4× CPU), and as part of the render's task it made that task one long block of the main thread
    const timer = setTimeout(() => {
      QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
        (svg) => {
          if (live) setDrawn({ text, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
        },
        (e: unknown) => console.error('[qrcode]', e),
      );
    }, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text]);
  // keep showing the previous code until the new one is drawn (no blink on refresh)
  return drawn ? (
    <img className={styles.image} src={drawn.src} alt={label} data-code={drawn.text} />
  ) : (
    <div className={cx(styles.image, styles.loading)} role="img" aria-label={label} />
  );
}
