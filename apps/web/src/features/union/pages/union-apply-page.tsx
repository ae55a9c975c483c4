import { Button } from 'antd-mobile';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireBusiness } from '../../../components/ui/require-business';
import { ApplyForm } from '../components/apply-form';
import { CampaignHead } from '../components/campaign-head';
import { CampaignLoader } from '../components/campaign-loader';
import { canApply } from '../utils/union-status';
import { positiveId, unionPaths } from '../utils/union-paths';
import '../../../components/ui/form.css';
import '../components/union.css';
import { ErrorBlock } from '../../../components/ui/error-block';

/** /union-marketing/apply-form/{id}: the campaign's form (again after a rejection); else a link to my application. */
export default function UnionApplyPage() {
  const id = positiveId(useParams().id);
  const navigate = useNavigate();
  if (!id) return <Navigate to="/404" replace />;
  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        <CampaignLoader id={id}>
          {(c) => (
            <>
              <section className="section campaign-card">
                <CampaignHead campaign={c} />
              </section>
              {canApply(c.my_status) ? (
                <ApplyForm campaign={c} onDone={() => void navigate(unionPaths.myApply(c.id), { replace: true })} />
              ) : (
                <div className="center-page">
                  <ErrorBlock status="default" title="已提交申请" description="当前申请审核中或已通过，无需重复申请" />
                  <Button color="primary" onClick={() => void navigate(unionPaths.myApply(c.id))}>
                    查看我的申请
                  </Button>
                </div>
              )}
            </>
          )}
        </CampaignLoader>
      </RequireBusiness>
    </div>
  );
}
