import type { z } from 'zod';
import {
  EPIDEMIC_DOC_KEY,
  epidemicSymptomLabel,
  ErrorCode,
  type CallData,
  type CallDef,
  type Declaration,
  type epidemicList,
  type epidemicMine,
  type epidemicSave,
} from '@kc/shared';
import type { Clock } from '../../lib/clock.js';
import { shanghaiDay, toSecs } from '../../lib/time.js';
import { AppError } from '../../plugins/app/errors.js';
import type { BusinessActor } from '../business/business.service.js';
import type { DeclarationRow, EpidemicRepository } from './epidemic.repository.js';

/** A call's query as the handler gets it (parsed: defaults filled in). */
type Parsed<C> = C extends CallDef<infer Q, z.ZodType> ? z.output<Q> : never;

const toDeclaration = (r: DeclarationRow): Declaration => ({
  id: r.id,
  project_id: r.projectId,
  day: r.day,
  name: r.name,
  mobile: r.mobile,
  symptoms: r.symptoms,
  symptom_labels: r.symptoms.map((s) => epidemicSymptomLabel[s]),
  has_symptoms: r.symptoms.some((s) => s !== 'none'),
  travel: r.travel,
  health_code: r.healthCode,
  create_time: toSecs(r.createdAt),
  update_time: toSecs(r.updatedAt),
});

/**
 * Health declarations (docs/utility.md): a visitor declares once a day per exhibition (updated in place that day);
 * the exhibition's business reads them. Days are Asia/Shanghai days from the Clock.
 */
export function epidemicService(deps: { repo: EpidemicRepository; clock: Clock }) {
  const { repo, clock } = deps;

  const projectOf = async (id: number | undefined) => {
    const p = id === undefined ? await repo.defaultProject(clock.now()) : await repo.project(id);
    if (!p) throw new AppError(ErrorCode.NOT_FOUND, id === undefined ? '暂无进行中的展会' : '展会不存在');
    return p;
  };

  return {
    async mine(uid: number, q: Parsed<typeof epidemicMine>): Promise<CallData<typeof epidemicMine>> {
      const p = await projectOf(q.project_id);
      const day = shanghaiDay(clock.now());
      const [row, mobile] = await Promise.all([repo.mine(p.id, uid, day), repo.accountMobile(uid)]);
      return {
        project: { id: p.id, name: p.name, venue: p.venue },
        day,
        declaration: row ? toDeclaration(row) : null,
        account_mobile: mobile,
      };
    },

    async save(uid: number, q: Parsed<typeof epidemicSave>): Promise<Declaration> {
      const p = await projectOf(q.project_id);
      const now = clock.now();
      if (p.endAt && p.endAt < now) throw new AppError(ErrorCode.CONFLICT, '展会已结束，无需申报');
      const row = await repo.upsert({
        projectId: p.id,
        userId: uid,
        day: shanghaiDay(now),
        name: q.name,
        mobile: q.mobile,
        symptoms: q.symptoms,
        travel: q.travel,
        healthCode: q.health_code,
        agreedVersion: await repo.docVersion(EPIDEMIC_DOC_KEY),
        at: now,
      });
      return toDeclaration(row);
    },

    /** The declarations of a project of the acting business; another business's project is 10004. */
    async list(a: BusinessActor, q: Parsed<typeof epidemicList>): Promise<CallData<typeof epidemicList>> {
      const p = await repo.project(q.project_id);
      if (!p || p.businessId !== a.businessId) throw new AppError(ErrorCode.NOT_FOUND, '展会不存在');
      const day = q.day ?? shanghaiDay(clock.now());
      const r = await repo.list({
        projectId: p.id,
        day,
        onlySymptoms: q.only_symptoms,
        page: q.page,
        page_size: q.page_size,
      });
      return {
        list: r.list.map(toDeclaration),
        count: r.count,
        page_size: q.page_size,
        project: { id: p.id, name: p.name },
        day,
        total: r.total,
        with_symptoms: r.withSymptoms,
      };
    },
  };
}
export type EpidemicService = ReturnType<typeof epidemicService>;
