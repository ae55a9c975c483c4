import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import type { Cert } from '@kc/shared';
import { cx } from '../../../components/ui/cx';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { usePlatform } from '../../../lib/platform';
import { useIsLoggedIn } from '../../../lib/session';
import { usePrintCode } from '../api/print-code';
import { CertImagePopup } from '../components/cert-image-popup';
import { CertLoader } from '../components/cert-loader';
import { CertPass } from '../components/cert-pass';
import { PrintCertCard } from '../components/print-cert-card';
import styles from '../components/print-cert.module.css';
import { useCertImage } from '../hooks/use-cert-image';
import { useLoginRedirect } from '../hooks/use-login-redirect';
import { certPaths } from '../utils/cert-paths';
import { canPrintIn } from '../utils/print-support';
import { ErrorBlock } from '../../../components/ui/error-block';

/**
 * While this page shows: an A6 sheet, nothing but the pass (app chrome, toasts and buttons hidden). A6 is given
 * in millimetres: Chromium ignores the keyword `A6` (it knows A5 and up) and would print on its default paper.
 */
const PRINT_CSS = `@media print {
  @page { size: 105mm 148mm; margin: 6mm; }
  html, body, #root, .app-root { background: #fff !important; min-height: 0 !important; }
  .app-footer, .full-loading, .adm-toast-mask, .adm-popup, .adm-mask { display: none !important; }
}`;

function Printable({ cert, code, expiresAt }: { cert: Cert; code: string; expiresAt: number }) {
  const printable = canPrintIn(usePlatform().env);
  const image = useCertImage(cert, code);
  return (
    <>
      <PrintCertCard cert={cert} code={code} expiresAt={expiresAt} />
      <div className={cx(styles.actions, 'no-print')}>
        {printable ? (
          <>
            <p className="form-tip">建议使用 A6 纸打印，打印时请选择「实际大小」。</p>
            <div className="button-row">
              <Button block size="large" loading={image.drawing} onClick={() => void image.generate()}>
                生成图片
              </Button>
              <Button block color="primary" size="large" onClick={() => window.print()}>
                打印
              </Button>
            </div>
          </>
        ) : (
          <>
            <p className="form-tip">当前环境不支持直接打印，请生成图片后长按保存，再用电脑或打印机打印。</p>
            <Button block color="primary" size="large" loading={image.drawing} onClick={() => void image.generate()}>
              生成图片
            </Button>
          </>
        )}
      </div>
      <CertImagePopup image={image.image} onClose={image.close} />
    </>
  );
}

const CannotPrint = ({ message }: { message: string }) => (
  <div className="center-page no-print">
    <ErrorBlock status="default" title="无法打印" description={message} />
  </div>
);

function PrintView({ cert }: { cert: Cert }) {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const goLogin = useLoginRedirect();
  const code = usePrintCode(loggedIn ? cert.holding_id : undefined);

  if (!loggedIn)
    return (
      <>
        <CertPass cert={cert} />
        <div className={cx(styles.actions, 'no-print')}>
          <Button block color="primary" size="large" onClick={goLogin}>
            登录后打印
          </Button>
        </div>
      </>
    );
  if (cert.holding_id <= 0) return <CannotPrint message="该证件不属于当前账号" />;
  if (code.isPending) return <PageLoading text="正在生成证件…" />;
  if (code.isError)
    return (
      <div className="center-page no-print">
        <ErrorBlock status="default" title="无法打印" description={code.error.message || '系统异常'} />
        {cert.mine && !cert.registered ? (
          <Button color="primary" onClick={() => void navigate(certPaths.register(cert.cert_sn))}>
            去登记
          </Button>
        ) : (
          <Button color="primary" fill="outline" onClick={() => void code.refetch()}>
            重试
          </Button>
        )}
      </div>
    );
  return <Printable cert={cert} code={code.data.code} expiresAt={code.data.expires_at} />;
}

/**
 * /print/cert?cert_sn= (public): a registered pass, printable on A6 — business, item, holder and photo,
 * validity and the QR of its long-lived print code (its holder only; otherwise the server's message). Where
 * there is no print dialog (the messaging app) 生成图片 draws it as a PNG to save by long press.
 */
export default function PrintCertPage() {
  const [search] = useSearchParams();
  const certSn = (search.get('cert_sn') ?? '').trim();
  return (
    <div className={cx('page', styles.page)}>
      <style>{PRINT_CSS}</style>
      <PageHeader />
      <CertLoader certSn={certSn}>{(cert) => <PrintView cert={cert} />}</CertLoader>
    </div>
  );
}
