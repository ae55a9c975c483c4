import { useLocation, useNavigate } from 'react-router';
import type { HoldingCard } from '@kc/shared';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { certKeys } from '../api/cert-keys';
import { fetchMyCerts } from '../api/my-certs';
import { CertCard } from '../components/cert-card';
import shared from '../components/cert.module.css';
import { certPaths } from '../utils/cert-paths';

/**
 * /my/cert (usable passes) and /my/cert/history (used and expired): my passes, each with its holder or 待登记.
 * A registered pass opens its QR screen, an unregistered one the registration.
 */
export default function MyCertPage() {
  const navigate = useNavigate();
  const history = /\/my\/cert\/history\/?$/.test(useLocation().pathname);
  const scope = history ? 'old' : 'valid';
  const open = (card: HoldingCard) =>
    void navigate(
      card.registered || !card.cert_sn ? certPaths.show(card.holding_id) : certPaths.register(card.cert_sn),
    );

  return (
    <div className="page">
      <PageHeader
        right={
          <button
            type="button"
            className={shared.headerLink}
            onClick={() => void navigate(history ? certPaths.mine : certPaths.history, { replace: true })}
          >
            {history ? '可用证件' : '历史证件'}
          </button>
        }
      />
      {!history && <p className="form-tip">待登记的证件请先登记持证人信息，登记后即可出示入场。</p>}
      <ListView
        key={scope}
        queryKey={certKeys.mine(scope)}
        fetchPage={(page) => fetchMyCerts(scope, page)}
        itemKey={(c) => c.holding_id}
        renderItem={(c) => <CertCard card={c} onOpen={() => open(c)} />}
        emptyText={history ? '暂无记录' : '暂无可用证件'}
      />
    </div>
  );
}
