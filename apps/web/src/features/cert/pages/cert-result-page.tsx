import { Button, Result } from 'antd-mobile';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import shared from '../components/cert.module.css';
import { certPaths } from '../utils/cert-paths';

/** /cert/success and /cert/fail (query msg, id = the pass's serial), public: the outcome of a registration. */
export default function CertResultPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const ok = /\/cert\/success\/?$/.test(useLocation().pathname);
  const certSn = (search.get('id') ?? '').trim();
  const msg = (search.get('msg') ?? '').trim();
  const go = (to: string) => () => void navigate(to, { replace: true });

  return (
    <div className="page">
      <PageHeader />
      <Result
        className={shared.result}
        data-testid="cert-result"
        status={ok ? 'success' : 'error'}
        title={ok ? '登记成功' : '登记失败'}
        description={ok ? '持证人信息已登记，入场时请出示证件二维码' : msg || '登记未完成，请重试'}
      />
      <div className={shared.resultActions}>
        {ok ? (
          <>
            {certSn && (
              <Button block color="primary" size="large" onClick={go(certPaths.view(certSn))}>
                查看证件
              </Button>
            )}
            <Button block size="large" onClick={go(certPaths.mine)}>
              我的证件
            </Button>
          </>
        ) : (
          <>
            {certSn && (
              <Button block color="primary" size="large" onClick={go(certPaths.register(certSn))}>
                重新登记
              </Button>
            )}
            <Button block size="large" onClick={go(certPaths.mine)}>
              我的证件
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
