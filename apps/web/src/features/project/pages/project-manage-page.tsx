import { Button, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireBusiness } from '../../../components/ui/require-business';
import { useSession } from '../../../lib/session';
import { fetchProjectPage, projectListKey } from '../api/project-list';
import { ProjectCard } from '../components/project-card';
import '../components/project.css';

/** /project/manage: the published projects of the current business, searchable; tap one to edit it. */
export default function ProjectManagePage() {
  const navigate = useNavigate();
  const businessId = useSession((s) => s.businessId);
  const [keyword, setKeyword] = useState('');
  return (
    <div className="page">
      <PageHeader
        right={
          <Button size="small" color="primary" fill="none" onClick={() => void navigate('/project/create')}>
            创建
          </Button>
        }
      />
      <RequireBusiness>
        <div className="project-toolbar">
          <SearchBar placeholder="搜索项目名称" onSearch={(v) => setKeyword(v.trim())} onClear={() => setKeyword('')} />
          <Link to="/project/drafts">草稿箱</Link>
        </div>
        <ListView
          queryKey={projectListKey(businessId, 'published', keyword)}
          fetchPage={fetchProjectPage('published', keyword)}
          itemKey={(p) => p.id}
          emptyText={keyword ? '没有找到相关项目' : '暂无项目，点击右上角创建'}
          renderItem={(p) => <ProjectCard project={p} onClick={() => void navigate(`/project/edit/${p.id}`)} />}
        />
      </RequireBusiness>
    </div>
  );
}
