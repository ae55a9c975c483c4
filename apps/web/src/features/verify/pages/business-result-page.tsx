import { Button } from 'antd-mobile';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { normalizeHoldingCode } from '@kc/shared';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { PointMissing } from '../components/point-missing';
import { OutcomeActions, WriteOffFailure, WriteOffOutcome } from '../components/write-off-outcome';
import { useWriteOffOnce } from '../hooks/use-write-off-once';
import { positiveId } from '../../../lib/routing/route-id';
import { verifyPaths } from '../utils/verify-paths';

/**
 * The code in the path, undone once (a code the router already decoded, or one that is not encoded, stays); the
 * holder's digits without their spaces.
 */
const codeOf = (param: string): string => {
  try {
    return normalizeHoldingCode(decodeURIComponent(param));
  } catch {
    return normalizeHoldingCode(param);
  }
};

function Outcome({ code, pointId }: { code: string; pointId: number }) {
  const navigate = useNavigate();
  const q = useWriteOffOnce(code, pointId);
  const again = () => void navigate(verifyPaths.scan(pointId), { replace: true });
  return (
    <>
      {q.isPending ? (
        <PageLoading text="核销中…" />
      ) : q.isError ? (
        <WriteOffFailure message={q.error.message} />
      ) : (
        <WriteOffOutcome
          result={q.data.result}
          offline={q.data.offline}
          known={{ itemName: q.data.itemName, pointName: q.data.pointName }}
        />
      )}
      <OutcomeActions>
        {q.isError && (
          <Button block size="large" onClick={() => void q.refetch()}>
            重试
          </Button>
        )}
        <Button block color="primary" size="large" onClick={again} disabled={q.isPending}>
          继续扫码
        </Button>
      </OutcomeActions>
    </>
  );
}

/** /verification/business/result/{qrcode}?point_id=: writes the scanned code off at the point once and shows the outcome. */
export default function BusinessResultPage() {
  const param = useParams().qrcode;
  const [search] = useSearchParams();
  const pointId = positiveId(search.get('point_id'));
  const code = param ? codeOf(param) : '';
  if (!code) return <Navigate to="/404" replace />;
  return (
    <div className="page">
      <PageHeader />
      {pointId ? <Outcome key={`${pointId}:${code}`} code={code} pointId={pointId} /> : <PointMissing />}
    </div>
  );
}
