import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { registerScanWorker } from '../offline/register-worker';
import { PageHeader } from '../../../components/ui/page-header';
import { PointPicker } from '../components/point-picker';
import ui from '../components/verify.module.css';
import { verifyPaths } from '../utils/verify-paths';

/** /cert/scan: pick one of my points of a pass (证件) to scan holders' passes there. */
export default function CertScanPage() {
  const navigate = useNavigate();
  useEffect(() => void registerScanWorker(), []);
  return (
    <div className="page">
      <PageHeader />
      <p className={ui.intro}>选择要核验证件的核销点</p>
      <PointPicker
        filter={(p) => p.item.is_cert}
        emptyText="暂无证件核销点"
        onPick={(p) => void navigate(verifyPaths.scan(p.id))}
      />
    </div>
  );
}
