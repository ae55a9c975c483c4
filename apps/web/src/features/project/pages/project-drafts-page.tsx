import { useNavigate } from 'react-router';
import { DraftActions } from '../../../components/ui/draft-actions';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireBusiness } from '../../../components/ui/require-business';
import { useSession } from '../../../lib/session';
import { useDeleteProject } from '../api/project-delete';
import { fetchProjectPage, projectListKey } from '../api/project-list';
import { ProjectCard } from '../components/project-card';
import '../components/project.css';

/** /project/drafts: unpublished projects with 继续编辑 and 删除 (asks first). */
export default function ProjectDraftsPage() {
  const navigate = useNavigate();
  const businessId = useSession((s) => s.businessId);
  const remove = useDeleteProject();

  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        <ListView
          queryKey={projectListKey(businessId, 'draft', '')}
          fetchPage={fetchProjectPage('draft', '')}
          itemKey={(p) => p.id}
          emptyText="暂无草稿"
          renderItem={(p) => (
            <ProjectCard
              project={p}
              actions={
                <DraftActions
                  name={p.name || '未命名项目'}
                  remove={() => remove.mutateAsync(p.id)}
                  edit={() => void navigate(`/project/draft/${p.id}`)}
                />
              }
            />
          )}
        />
      </RequireBusiness>
    </div>
  );
}
