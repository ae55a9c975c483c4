import { ErrorCode, type CallQuery, type FieldError, type Project, type projectSave } from '@kc/shared';
import type { Db } from '../../db/client.js';
import { toSecs } from '../../lib/time.js';
import { AppError, validationError } from '../../plugins/app/errors.js';
import type { BusinessActor } from '../business/business.service.js';
import type { BusinessRepository } from '../business/business.repository.js';
import type { ProjectRepository, ProjectRow } from './project.repository.js';

type SaveQuery = Omit<CallQuery<typeof projectSave>, 'publish'> & { publish: boolean };

const date = (s: number | undefined) => (s === undefined ? undefined : new Date(s * 1000));

export const toProject = (r: ProjectRow): Project => ({
  id: r.id,
  state: r.state,
  name: r.name,
  kind: r.kind,
  start_time: toSecs(r.startAt),
  end_time: toSecs(r.endAt),
  venue: r.venue,
  address: r.address,
  cover: r.cover,
  intro: r.intro,
  updated_at: toSecs(r.updatedAt),
});

/** What publishing needs, named per field. */
function publishProblems(p: Project): FieldError[] {
  const missing: FieldError[] = [];
  if (!p.name) missing.push({ field: 'name', message: '请输入项目名称' });
  if (p.kind === null) missing.push({ field: 'kind', message: '请选择项目类型' });
  if (p.start_time === null) missing.push({ field: 'start_time', message: '请选择开始日期' });
  if (p.end_time === null) missing.push({ field: 'end_time', message: '请选择结束日期' });
  else if (p.start_time !== null && p.end_time < p.start_time)
    missing.push({ field: 'end_time', message: '结束日期不能早于开始日期' });
  if (!p.venue) missing.push({ field: 'venue', message: '请输入场馆' });
  return missing;
}

/** Projects: drafts resumable with any subset of fields; published ones always complete. */
export function projectService(db: Db, repo: ProjectRepository, business: BusinessRepository) {
  return {
    save: (actor: BusinessActor, q: SaveQuery): Promise<Project> =>
      db.transaction(async (tx) => {
        const existing = q.id === undefined ? undefined : await repo.find(actor.businessId, q.id, tx);
        if (q.id !== undefined && !existing) throw new AppError(ErrorCode.NOT_FOUND, '项目不存在');
        const fields = {
          name: q.name,
          kind: q.kind,
          startAt: date(q.start_time),
          endAt: date(q.end_time),
          venue: q.venue,
          address: q.address,
          cover: q.cover,
          intro: q.intro,
        };
        const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
        const publish = q.publish || existing?.state === 'published';
        const merged = toProject({ ...(existing ?? blank(actor)), ...defined } as ProjectRow);
        const problems = publish ? publishProblems(merged) : [];
        if (problems.length > 0) throw validationError(problems);
        const state = publish ? ('published' as const) : ('draft' as const);
        const row = existing
          ? await repo.update(tx, existing.id, { ...defined, state, updatedAt: new Date() })
          : await repo.insert(tx, { ...defined, state, businessId: actor.businessId, createdBy: actor.uid });
        const action = !existing
          ? publish
            ? 'create_published'
            : 'create_draft'
          : existing.state !== state
            ? 'publish'
            : 'update';
        await business.trail(tx, {
          businessId: actor.businessId,
          actorId: actor.uid,
          entity: 'project',
          entityId: row.id,
          action,
          detail: defined,
        });
        return toProject(row);
      }),

    async info(actor: BusinessActor, id: number): Promise<Project> {
      const row = await repo.find(actor.businessId, id);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, '项目不存在');
      return toProject(row);
    },

    async list(
      actor: BusinessActor,
      q: { state: 'draft' | 'published'; keyword: string; page: number; page_size: number },
    ) {
      const { list, count } = await repo.page(actor.businessId, q.state, q.keyword, q.page, q.page_size);
      return { list: list.map(toProject), count, page_size: q.page_size };
    },

    remove: (actor: BusinessActor, id: number) =>
      db.transaction(async (tx) => {
        const row = await repo.find(actor.businessId, id, tx);
        if (!row) throw new AppError(ErrorCode.NOT_FOUND, '项目不存在');
        if (row.state !== 'draft') throw new AppError(ErrorCode.CONFLICT, '已发布的项目不能删除');
        await repo.update(tx, id, { deletedAt: new Date() });
        await business.trail(tx, {
          businessId: actor.businessId,
          actorId: actor.uid,
          entity: 'project',
          entityId: id,
          action: 'delete',
          detail: {},
        });
        return {};
      }),
  };
}

const blank = (actor: BusinessActor): ProjectRow => ({
  id: 0,
  businessId: actor.businessId,
  state: 'draft',
  name: '',
  kind: null,
  startAt: null,
  endAt: null,
  venue: '',
  address: '',
  cover: '',
  intro: '',
  createdBy: actor.uid,
  createdAt: new Date(),
  updatedAt: new Date(),
  deletedAt: null,
  capacity: 0,
  alertPerMinute: 0,
});
export type ProjectService = ReturnType<typeof projectService>;
