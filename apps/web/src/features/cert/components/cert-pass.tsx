import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { maskIdNumber, type Cert } from '@kc/shared';
import { cx } from '../../../components/ui/cx';
import styles from './cert-pass.module.css';
import shared from './cert.module.css';

/**
 * The pass as a card: business, item, project, the holder (photo, name, ID masked), validity and serial;
 * `compact` shows the head and validity only (above the registration form).
 */
export function CertPass({ cert, compact, children }: { cert: Cert; compact?: boolean; children?: ReactNode }) {
  if (compact)
    return (
      <section className={styles.pass} aria-label={`证件 ${cert.item_name}`}>
        <Head cert={cert} />
        <p className={styles.line}>
          <span>有效期 {cert.date_string || '—'}</span>
          <span className={cx(shared.sn, styles.lineSn)}>No.{cert.cert_sn}</span>
        </p>
      </section>
    );
  return (
    <section className={styles.pass} aria-label={`证件 ${cert.item_name}`}>
      <Head cert={cert} />
      <div className={styles.body}>
        <div className={styles.photo}>
          {cert.registered && cert.holder_photo ? <img src={cert.holder_photo} alt="证件照" /> : <span>照片</span>}
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>持证人</dt>
            <dd className={styles.holder}>{cert.registered ? cert.holder_name || '—' : '待登记'}</dd>
          </div>
          {cert.registered && cert.holder_id_number && (
            <div>
              <dt>身份证号</dt>
              <dd>{maskIdNumber(cert.holder_id_number)}</dd>
            </div>
          )}
          <div>
            <dt>有效期</dt>
            <dd>{cert.date_string || '—'}</dd>
          </div>
          <div>
            <dt>证件编号</dt>
            <dd className={shared.sn}>{cert.cert_sn}</dd>
          </div>
        </dl>
      </div>
      {children}
    </section>
  );
}

const Head = ({ cert }: { cert: Cert }) => (
  <header className={styles.head}>
    <span className={styles.business}>{cert.business_name}</span>
    <h2 className={styles.name}>{cert.item_name}</h2>
    {cert.project_name && <p className={styles.project}>{cert.project_name}</p>}
    <Tag className={styles.tag} color={cert.registered ? 'success' : 'warning'} fill="solid">
      {cert.registered ? '已登记' : '待登记'}
    </Tag>
  </header>
);
