import { Button } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router';
import type { Cert } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { cx } from '../../../components/ui/cx';
import { PageHeader } from '../../../components/ui/page-header';
import { useIsLoggedIn } from '../../../lib/session';
import { CertLoader } from '../components/cert-loader';
import { CertPass } from '../components/cert-pass';
import shared from '../components/cert.module.css';
import { useLoginRedirect } from '../hooks/use-login-redirect';
import { certPaths } from '../utils/cert-paths';

function CertActions({ cert }: { cert: Cert }) {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const goLogin = useLoginRedirect();
  const go = (to: string) => () => void navigate(to);

  if (!loggedIn)
    return (
      <ActionBar>
        <Button color="primary" size="large" onClick={goLogin}>
          登录后查看
        </Button>
      </ActionBar>
    );
  if (!cert.mine)
    return (
      <p className={cx('notice-warning', shared.notice)} role="note">
        该证件不属于当前账号
      </p>
    );
  if (!cert.registered)
    return (
      <ActionBar>
        <Button color="primary" size="large" onClick={go(certPaths.register(cert.cert_sn))}>
          去登记
        </Button>
      </ActionBar>
    );
  return (
    <ActionBar>
      {cert.editable && (
        <Button size="large" onClick={go(certPaths.edit(cert.cert_sn))}>
          修改登记
        </Button>
      )}
      <Button size="large" onClick={go(certPaths.print(cert.cert_sn))}>
        打印
      </Button>
      <Button color="primary" size="large" onClick={go(certPaths.show(cert.holding_id))}>
        出示证件
      </Button>
    </ActionBar>
  );
}

/** /cert/register/{sn} (public): a pass read-only, with 修改登记, 打印 and 出示证件 for its holder. */
export default function CertViewPage() {
  const sn = (useParams().sn ?? '').trim();
  return (
    <div className="page has-form-actions">
      <PageHeader />
      <CertLoader certSn={sn}>
        {(cert) => (
          <>
            <CertPass cert={cert} />
            {cert.mine && cert.registered && !cert.editable && (
              <p className="form-tip">证件已使用，登记信息不能再修改</p>
            )}
            <CertActions cert={cert} />
          </>
        )}
      </CertLoader>
    </div>
  );
}
