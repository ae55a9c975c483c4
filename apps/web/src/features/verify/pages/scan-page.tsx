import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { normalizeHoldingCode } from '@kc/shared';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { scanCode } from '../../../lib/scan';
import { showToast } from '../../../lib/ui/feedback';
import type { MyPoint } from '../api/checker-items';
import { OfflineBanner } from '../components/offline-banner';
import { PointBanner } from '../components/point-banner';
import { PointMissing } from '../components/point-missing';
import styles from '../components/scan.module.css';
import ui from '../components/verify.module.css';
import { useMyPoint } from '../hooks/use-my-point';
import { useOfflinePoint } from '../offline/use-offline-point';
import { positiveId } from '../../../lib/routing/route-id';
import { verifyPaths } from '../utils/verify-paths';
import '../../../components/ui/form.css';

function Scanner({ point }: { point: MyPoint }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [scanning, setScanning] = useState(false);
  useOfflinePoint(point.id);
  // replace: the result screen's 继续扫码 comes back here, and back leaves the scanner; typed digits go bare
  const open = (code: string) =>
    void navigate(verifyPaths.result(normalizeHoldingCode(code), point.id), { replace: true });

  const scan = async () => {
    setScanning(true);
    try {
      const code = await scanCode();
      if (code) open(code);
    } catch {
      showToast('扫码失败，请手动输入核销码');
    } finally {
      setScanning(false);
    }
  };
  const submitTyped = () => {
    const code = typed.trim();
    if (!code) return void showToast('请输入核销码');
    open(code);
  };

  return (
    <>
      <PointBanner point={point} />
      <OfflineBanner pointId={point.id} />
      <section className={styles.panel}>
        <Button
          block
          color="primary"
          size="large"
          className={styles.button}
          loading={scanning}
          onClick={() => void scan()}
        >
          扫一扫
        </Button>
        <p className={styles.tip}>扫描持有人出示的核销二维码</p>
      </section>
      <section className={styles.panel}>
        <h3 className={ui.cardTitle}>手动输入核销码</h3>
        <div className={styles.manual}>
          <Input
            className={styles.input}
            aria-label="手动输入核销码"
            placeholder="10位数字核销码"
            inputMode="numeric"
            autoComplete="off"
            clearable
            value={typed}
            onChange={setTyped}
            onEnterPress={submitTyped}
          />
          <Button color="primary" onClick={submitTyped}>
            核销
          </Button>
        </div>
        <p className={styles.tip}>输入持有人二维码下方的数字码，可不输空格</p>
      </section>
      <div className={ui.links}>
        <Button fill="none" color="primary" onClick={() => void navigate(verifyPaths.gun(point.id))}>
          扫码枪模式
        </Button>
        <Button fill="none" color="primary" onClick={() => void navigate(verifyPaths.logs(point.id))}>
          核销记录
        </Button>
      </div>
    </>
  );
}

function Loaded({ pointId }: { pointId: number }) {
  const { query, point } = useMyPoint(pointId);
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!point) return <PointMissing />;
  return <Scanner point={point} />;
}

/** /verification/scan/{id}: the checker's scanner at one point: 扫一扫 or typing the code, then the result screen. */
export default function ScanPage() {
  const pointId = positiveId(useParams().id);
  if (!pointId) return <Navigate to="/404" replace />;
  return (
    <div className="page">
      <PageHeader />
      <Loaded key={pointId} pointId={pointId} />
    </div>
  );
}
