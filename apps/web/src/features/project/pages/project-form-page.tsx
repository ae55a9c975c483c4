import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { PageLoading } from '../../../components/ui/page-loading';
import { RequireBusiness } from '../../../components/ui/require-business';
import { useSession } from '../../../lib/session';
import { projectInfoQuery } from '../api/project-info';
import { ProjectForm } from '../components/project-form';
import '../components/project.css';
import { ErrorBlock } from '../../../components/ui/error-block';

const positive = (v: string | undefined) => (v && /^[1-9]\d*$/.test(v) ? Number(v) : null);

function ExistingProject({ id }: { id: number }) {
  const businessId = useSession((s) => s.businessId);
  const q = useQuery(projectInfoQuery(businessId, id));
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  return <ProjectForm project={q.data} />;
}

/** /project/create, /project/draft/{id} and /project/edit/{id}: one form; a draft resumes where it was left. */
export default function ProjectFormPage() {
  const params = useParams();
  const id = positive(params.id);
  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        {params.id === undefined ? (
          <ProjectForm />
        ) : id === null ? (
          <ErrorBlock status="empty" title="项目不存在" description="链接有误，请返回后重试" />
        ) : (
          <ExistingProject key={id} id={id} />
        )}
      </RequireBusiness>
    </div>
  );
}
