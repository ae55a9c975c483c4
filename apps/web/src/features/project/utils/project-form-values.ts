import type { Project } from '@kc/shared';
import type { FieldErrors } from '../../../lib/form';
import type { ProjectSaveQuery } from '../api/project-save';

export interface ProjectFormValues {
  name: string;
  kind: number | null;
  /** seconds */
  start_time: number | null;
  end_time: number | null;
  venue: string;
  address: string;
  cover: string;
  intro: string;
}

export const emptyProject = (): ProjectFormValues => ({
  name: '',
  kind: null,
  start_time: null,
  end_time: null,
  venue: '',
  address: '',
  cover: '',
  intro: '',
});

export const fromProject = (p: Project): ProjectFormValues => ({
  name: p.name,
  kind: p.kind,
  start_time: p.start_time,
  end_time: p.end_time,
  venue: p.venue,
  address: p.address,
  cover: p.cover,
  intro: p.intro,
});

/** The save query: a draft sends what is filled in (empty name, venue or cover are left out, the contract refuses them). */
export const toProjectQuery = (v: ProjectFormValues, publish: boolean, id?: number): ProjectSaveQuery => ({
  ...(id ? { id } : {}),
  publish,
  ...(v.name.trim() ? { name: v.name.trim() } : {}),
  ...(v.kind !== null ? { kind: v.kind } : {}),
  ...(v.start_time !== null ? { start_time: v.start_time } : {}),
  ...(v.end_time !== null ? { end_time: v.end_time } : {}),
  ...(v.venue.trim() ? { venue: v.venue.trim() } : {}),
  address: v.address.trim(),
  ...(v.cover ? { cover: v.cover } : {}),
  intro: v.intro,
});

/** What publishing needs (the server checks the same and names the same fields). */
export const publishProblems = (v: ProjectFormValues): FieldErrors<ProjectFormValues> => {
  const e: FieldErrors<ProjectFormValues> = {};
  if (!v.name.trim()) e.name = '请输入项目名称';
  if (v.kind === null) e.kind = '请选择项目类型';
  if (v.start_time === null) e.start_time = '请选择开始日期';
  if (v.end_time === null) e.end_time = '请选择结束日期';
  else if (v.start_time !== null && v.end_time < v.start_time) e.end_time = '结束日期不能早于开始日期';
  if (!v.venue.trim()) e.venue = '请输入场馆';
  return e;
};
