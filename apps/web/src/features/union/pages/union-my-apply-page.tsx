import { Button } from 'antd-mobile';
import { formatDate } from '@kc/shared';
import { Navigate, useNavigate, useParams } from 'react-router';
import { KeyValueList } from '../../../components/ui/key-value-list';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireBusiness } from '../../../components/ui/require-business';
import { ApplicationValues } from '../components/application-values';
import { MyApplication } from '../components/my-application';
import { StatusTag } from '../components/status-tag';
import { canApply } from '../utils/union-status';
import { positiveId, unionPaths } from '../utils/union-paths';
import '../../../components/ui/form.css';
import '../components/union.css';

/** /union-marketing/my/apply/{id}: my business's application to campaign id, its values and status. */
export default function UnionMyApplyPage() {
  const id = positiveId(useParams().id);
  const navigate = useNavigate();
  if (!id) return <Navigate to="/404" replace />;
  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        <MyApplication campaignId={id} onApply={() => void navigate(unionPaths.apply(id))}>
          {(a, c) => (
            <div className="has-form-actions">
              <KeyValueList
                rows={[
                  { label: '活动', value: a.campaign_title },
                  { label: '申请商家', value: a.business_name },
                  { label: '提交时间', value: formatDate(a.create_time, 'y.m.d h:i') },
                  { label: '状态', value: <StatusTag status={a.status} /> },
                ]}
              />
              <ApplicationValues values={a.values} fields={c.fields} />
              <div className="form-actions">
                <Button block color="primary" fill="outline" onClick={() => void navigate(unionPaths.myReview(id))}>
                  审核结果
                </Button>
                {canApply(a.status) && (
                  <Button block color="primary" onClick={() => void navigate(unionPaths.apply(id))}>
                    重新申请
                  </Button>
                )}
              </div>
            </div>
          )}
        </MyApplication>
      </RequireBusiness>
    </div>
  );
}
