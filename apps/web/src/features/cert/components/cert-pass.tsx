import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { maskIdNumber, type Cert } from '@kc/shared';

/**
 * The pass as a card: business, item, project, the holder (photo, name, ID masked), validity and serial;
 * `compact` shows the head and validity only (above the registration form).
 */
export function CertPass({ cert, compact, children }: { cert: Cert; compact?: boolean; children?: ReactNode }) {
  if (compact)
    return (
      <section className="cert-pass is-compact" aria-label={`证件 ${cert.item_name}`}>
        <Head cert={cert} />
        <p className="cert-pass-line">
          <span>有效期 {cert.date_string || '—'}</span>
          <span className="cert-sn">No.{cert.cert_sn}</span>
        </p>
      </section>
    );
  return (
    <section className="cert-pass" aria-label={`证件 ${cert.item_name}`}>
      <Head cert={cert} />
      <div className="cert-pass-body">
        <div className="cert-photo">
          {cert.registered && cert.holder_photo ? <img src={cert.holder_photo} alt="证件照" /> : <span>照片</span>}
        </div>
        <dl className="cert-facts">
          <div>
            <dt>持证人</dt>
            <dd className="cert-holder">{cert.registered ? cert.holder_name || '—' : '待登记'}</dd>
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
            <dd className="cert-sn">{cert.cert_sn}</dd>
          </div>
        </dl>
      </div>
      {children}
    </section>
  );
}

const Head = ({ cert }: { cert: Cert }) => (
  <header className="cert-pass-head">
    <span className="cert-pass-business">{cert.business_name}</span>
    <h2 className="cert-pass-name">{cert.item_name}</h2>
    {cert.project_name && <p className="cert-pass-project">{cert.project_name}</p>}
    <Tag className="cert-pass-tag" color={cert.registered ? 'success' : 'warning'} fill="solid">
      {cert.registered ? '已登记' : '待登记'}
    </Tag>
  </header>
);
