import { Button, Result } from 'antd-mobile';
import { formatDate } from '@kc/shared';
import { Navigate, useNavigate, useParams } from 'react-router';
import { KeyValueList } from '../../../components/ui/key-value-list';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireBusiness } from '../../../components/ui/require-business';
import { MyApplication } from '../components/my-application';
import { canApply, statusLabel } from '../utils/union-status';
import { positiveId, unionPaths } from '../utils/union-paths';
import '../components/union.css';

const RESULT = { 1: 'waiting', 2: 'success', 3: 'error' } as const;

/** /union-marketing/my/review/{id}: the outcome of my application to campaign id — status, remark, review time. */
export default function UnionMyReviewPage() {
  const id = positiveId(useParams().id);
  const navigate = useNavigate();
  if (!id) return <Navigate to="/404" replace />;
  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        <MyApplication campaignId={id} onApply={() => void navigate(unionPaths.apply(id))}>
          {(a) => (
            <>
              <Result
                className="union-result"
                status={RESULT[a.status as 1 | 2 | 3] ?? 'info'}
                title={statusLabel(a.status)}
                description={a.campaign_title}
              />
              <KeyValueList
                rows={[
                  { label: '审核状态', value: statusLabel(a.status) },
                  { label: '审核意见', value: a.remark || '—' },
                  { label: '审核时间', value: a.review_time ? formatDate(a.review_time, 'y.m.d h:i') : '—' },
                ]}
              />
              {canApply(a.status) && (
                <Button
                  className="block-button"
                  block
                  color="primary"
                  onClick={() => void navigate(unionPaths.apply(id))}
                  style={{ width: 'auto' }}
                >
                  重新申请
                </Button>
              )}
            </>
          )}
        </MyApplication>
      </RequireBusiness>
    </div>
  );
}
