import { useQuery } from '@tanstack/react-query';
import type { ApplicationForm } from '@kc/shared';
import { useLocation, useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RequireBusiness } from '../../../components/ui/require-business';
import { useSession } from '../../../lib/session';
import { formInfoQuery } from '../api/form-info';
import { BuilderForm } from '../components/builder-form';
import { useFormBuilder } from '../hooks/use-form-builder';
import { positiveId } from '../../../lib/routing/route-id';
import { ErrorBlock } from '../../../components/ui/error-block';

function Builder({ form }: { form?: ApplicationForm }) {
  return <BuilderForm b={useFormBuilder(form)} />;
}

function ExistingForm({ id }: { id: number }) {
  const businessId = useSession((s) => s.businessId);
  const q = useQuery(formInfoQuery(businessId, id));
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  return <Builder form={q.data} />;
}

/** /ticket/applicationForm/create/{type} and /ticket/applicationForm/edit/{type}/{id}/{timestamp}: 报名表设计. */
export default function FormBuilderPage() {
  const params = useParams();
  const editing = useLocation().pathname.startsWith('/ticket/applicationForm/edit/');
  const id = positiveId(params.id);
  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        {!editing ? (
          <Builder />
        ) : id === undefined ? (
          <ErrorBlock status="empty" title="报名表不存在" description="链接有误，请返回后重试" />
        ) : (
          <ExistingForm key={id} id={id} />
        )}
      </RequireBusiness>
    </div>
  );
}
