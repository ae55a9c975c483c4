import { formatDate, type Cert } from '@kc/shared';
import shared from './cert.module.css';
import styles from './print-cert.module.css';
import { QrImage } from './qr-image';

/** The printable pass: band with business and item, photo, holder, validity, serial and the print code's QR. */
export function PrintCertCard({ cert, code, expiresAt }: { cert: Cert; code: string; expiresAt: number }) {
  return (
    <article className={styles.card} aria-label="打印证件">
      <header className={styles.band}>
        <span className={styles.business}>{cert.business_name}</span>
        <h2>{cert.item_name}</h2>
        {cert.project_name && <p>{cert.project_name}</p>}
      </header>
      <div className={styles.holder}>
        <div className={styles.photo}>
          {cert.holder_photo ? <img src={cert.holder_photo} alt="证件照" /> : <span>照片</span>}
        </div>
        <dl>
          <dt>持证人</dt>
          <dd className={styles.name}>{cert.holder_name}</dd>
          <dt>有效期</dt>
          <dd>{cert.date_string || '—'}</dd>
          <dt>证件编号</dt>
          <dd className={shared.sn}>{cert.cert_sn}</dd>
        </dl>
      </div>
      <div className={styles.code}>
        <QrImage text={code} label="证件二维码" className={styles.qr} />
        <p>入场请出示此码 · 仅限本人使用</p>
        {expiresAt > 0 && <p className={styles.expiry}>二维码有效至 {formatDate(expiresAt, 'y.m.d h:i')}</p>}
      </div>
    </article>
  );
}
