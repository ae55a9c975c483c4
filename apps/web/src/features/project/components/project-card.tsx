import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { formatDate, type Project } from '@kc/shared';
import { CardLink } from '../../../components/ui/card-link';
import { projectKindLabel } from '../utils/project-kinds';

const day = (s: number | null) => (s === null ? '待定' : formatDate(s, 'y.m.d'));
const dates = (p: Project) =>
  p.start_time === null && p.end_time === null ? '日期待定' : `${day(p.start_time)} - ${day(p.end_time)}`;

/** A project in a list: cover, name, kind, dates and venue; drafts add their buttons underneath. */
export function ProjectCard({
  project,
  onClick,
  actions,
}: {
  project: Project;
  onClick?: () => void;
  actions?: ReactNode;
}) {
  return (
    <article className="project-card">
      <div className="project-card-main" onClick={onClick} data-opens={onClick ? '' : undefined}>
        {project.cover ? (
          <img className="project-cover" src={project.cover} alt="" />
        ) : (
          <div className="project-cover is-empty">暂无封面</div>
        )}
        <div className="project-text">
          <h3>
            <CardLink onOpen={onClick}>{project.name || '未命名项目'}</CardLink>
          </h3>
          <p>
            {project.kind !== null && (
              <Tag color="primary" fill="outline">
                {projectKindLabel(project.kind)}
              </Tag>
            )}{' '}
            {dates(project)}
          </p>
          <p className="project-venue">{project.venue || '场馆待定'}</p>
        </div>
      </div>
      {actions && <div className="project-actions">{actions}</div>}
    </article>
  );
}
