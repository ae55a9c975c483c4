import { Button } from 'antd-mobile';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Cert } from '@kc/shared';
import { ActionBar } from '../../../components/ui/action-bar';
import { cx } from '../../../components/ui/cx';
import { PageHeader } from '../../../components/ui/page-header';
import { useIsLoggedIn } from '../../../lib/session';
import { CertLoader } from '../components/cert-loader';
import { CertPass } from '../components/cert-pass';
import { CertRegisterForm } from '../components/cert-register-form';
import shared from '../components/cert.module.css';
import { useLoginRedirect } from '../hooks/use-login-redirect';
import { certPaths } from '../utils/cert-paths';

/** The holder's own pass: the form while it is not registered (or being edited), else the registration. */
function RegisterView({ cert, editing }: { cert: Cert; editing: boolean }) {
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const goLogin = useLoginRedirect();

  if (!loggedIn)
    return (
      <>
        <CertPass cert={cert} />
        <p className="form-tip">登录后可登记持证人信息并出示证件</p>
        <ActionBar>
          <Button color="primary" size="large" onClick={goLogin}>
            {cert.registered ? '登录后查看' : '登录后登记'}
          </Button>
        </ActionBar>
      </>
    );

  if (!cert.mine)
    return (
      <>
        <CertPass cert={cert} />
        <p className={cx('notice-warning', shared.notice)} role="note">
          该证件不属于当前账号
        </p>
        <ActionBar>
          <Button size="large" onClick={() => void navigate(certPaths.mine)}>
            查看我的证件
          </Button>
        </ActionBar>
      </>
    );

  if (!cert.registered || (editing && cert.editable))
    return (
      <>
        <CertPass cert={cert} compact />
        <CertRegisterForm cert={cert} editing={cert.registered} />
      </>
    );

  return (
    <>
      <CertPass cert={cert} />
      {editing && (
        <p className={cx('notice-warning', shared.notice)} role="note">
          证件已使用，不能再修改登记
        </p>
      )}
      <ActionBar>
        {cert.editable && (
          <Button size="large" onClick={() => void navigate(certPaths.edit(cert.cert_sn))}>
            修改
          </Button>
        )}
        <Button color="primary" size="large" onClick={() => void navigate(certPaths.show(cert.holding_id))}>
          出示证件
        </Button>
      </ActionBar>
    </>
  );
}

/**
 * /cert/register?cert_sn= (public) and /cert/register/edit?cert_sn=: the pass by its serial. Logged out: the
 * pass and 登录后登记; someone else's: the masked holder and 该证件不属于当前账号; mine and not registered (or
 * editing while still editable): the registration form; registered: read-only with 修改 while editable.
 */
export default function CertRegisterPage() {
  const [search] = useSearchParams();
  const certSn = (search.get('cert_sn') ?? '').trim();
  const editing = /\/register\/edit\/?$/.test(useLocation().pathname);
  return (
    <div className="page has-form-actions">
      <PageHeader />
      <CertLoader certSn={certSn}>
        {(cert) => <RegisterView key={cert.cert_sn} cert={cert} editing={editing} />}
      </CertLoader>
    </div>
  );
}
