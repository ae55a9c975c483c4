import { Button, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import type { Project } from '@kc/shared';
import { confirmAction } from '../../../components/ui/confirm';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireBusiness } from '../../../components/ui/require-business';
import { showError } from '../../../lib/http';
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

  const askDelete = async (p: Project) => {
    if (!(await confirmAction(`确定删除草稿「${p.name || '未命名项目'}」吗？删除后不可恢复`, { danger: true }))) return;
    try {
      await remove.mutateAsync(p.id);
      Toast.show({ icon: 'success', content: '已删除' });
    } catch (e) {
      showError(e);
    }
  };

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
                <>
                  <Button size="small" color="danger" fill="outline" onClick={() => void askDelete(p)}>
                    删除
                  </Button>
                  <Button size="small" color="primary" onClick={() => void navigate(`/project/draft/${p.id}`)}>
                    继续编辑
                  </Button>
                </>
              }
            />
          )}
        />
      </RequireBusiness>
    </div>
  );
}
