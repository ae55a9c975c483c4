import {
  checkFormValues,
  ErrorCode,
  maskPhone,
  type ApplicationForm,
  type FormField,
  type Submission,
} from '@kc/shared';
import type { Db } from '../../db/client.js';
import { toSecs } from '../../lib/time.js';
import { AppError, validationError } from '../../plugins/app/errors.js';
import type { BusinessRepository } from '../business/business.repository.js';
import type { BusinessActor } from '../business/business.service.js';
import type { HoldingService } from '../holding/holding.service.js';
import type { FormRepository, FormRow } from './form.repository.js';

export const toForm = (r: FormRow): ApplicationForm => ({
  id: r.id,
  title: r.title,
  description: r.description,
  fields: r.fields as FormField[],
  updated_at: toSecs(r.updatedAt),
});

type Listed = NonNullable<Awaited<ReturnType<FormRepository['submission']>>>;
const toSubmission = (r: Listed): Submission => ({
  id: r.s.id,
  item_id: r.s.itemId,
  item_name: r.itemName,
  user_id: r.s.userId,
  nickname: r.nickname,
  avatar: r.avatar,
  mobile: maskPhone(r.mobile),
  values: r.s.values,
  status: r.s.status,
  remark: r.s.remark,
  issued: r.s.holdingId !== null,
  create_time: toSecs(r.s.createdAt),
});

/** Another target type's form (2 events): its form row, name and the caller's live entry; undefined when none. */
export type FormTargetResolver = (
  id: number,
  uid: number | null,
) => Promise<
  | {
      form: FormRow;
      target: { id: number; name: string; project_name: string };
      mine: { id: number; status: number; remark: string } | null;
    }
  | undefined
>;

/**
 * The form engine: a business's forms, sign-ups to its items (type 1), and their review. Registration
 * distribution 1 issues at sign-up, 2 when the sign-up passes — both through the holding service.
 */
export function formService(db: Db, repo: FormRepository, holdings: HoldingService, business: BusinessRepository) {
  /** resolvers of the other target types, registered at wiring (type 2: the events module) */
  const otherTargets = new Map<number, FormTargetResolver>();
  const openTarget = async (type: number, id: number) => {
    if (type !== 1) throw new AppError(ErrorCode.NOT_FOUND, '报名活动不存在');
    const t = await repo.target(id);
    if (!t || t.item.deletedAt || t.item.state !== 'approved' || t.item.formId === null)
      throw new AppError(ErrorCode.NOT_FOUND, '报名活动不存在');
    const form = await repo.findById(t.item.formId);
    if (!form) throw new AppError(ErrorCode.NOT_FOUND, '报名活动不存在');
    return { item: t.item, projectName: t.projectName ?? '', form };
  };

  return {
    async save(actor: BusinessActor, q: { id?: number; title: string; description: string; fields: FormField[] }) {
      if (q.id !== undefined && !(await repo.find(actor.businessId, q.id)))
        throw new AppError(ErrorCode.NOT_FOUND, '表单不存在');
      const row =
        q.id !== undefined
          ? await repo.update(q.id, { title: q.title, description: q.description, fields: q.fields })
          : await repo.insert({
              businessId: actor.businessId,
              title: q.title,
              description: q.description,
              fields: q.fields,
              createdBy: actor.uid,
            });
      return toForm(row);
    },
    async info(actor: BusinessActor, id: number) {
      const row = await repo.find(actor.businessId, id);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, '表单不存在');
      return toForm(row);
    },
    async list(actor: BusinessActor, p: { page: number; page_size: number }) {
      const { list, count } = await repo.page(actor.businessId, p);
      return { list: list.map(toForm), count, page_size: p.page_size };
    },
    /** A form of the business (for linking it to an item), or a validation error naming form_id. */
    async ownedForm(businessId: number, formId: number) {
      if (!(await repo.find(businessId, formId))) throw validationError([{ field: 'form_id', message: '报名表无效' }]);
    },

    /** Lets another module answer `target` for its type (2 events). */
    registerTarget(type: number, resolve: FormTargetResolver) {
      otherTargets.set(type, resolve);
    },

    async target(type: number, id: number, uid: number | null) {
      const other = otherTargets.get(type);
      if (other) {
        const t = await other(id, uid);
        if (!t) throw new AppError(ErrorCode.NOT_FOUND, '报名活动不存在');
        return { form: toForm(t.form), target: t.target, mine: t.mine };
      }
      const { item, projectName, form } = await openTarget(type, id);
      const mine = uid === null ? undefined : await repo.latestOf(item.id, uid);
      return {
        form: toForm(form),
        target: { id: item.id, name: item.name, project_name: projectName },
        mine: mine ? { id: mine.id, status: mine.status, remark: mine.remark } : null,
      };
    },

    async submit(uid: number, q: { type: number; id: number; values: Record<string, unknown> }, spm: string | null) {
      const { item, form } = await openTarget(q.type, q.id);
      const checked = checkFormValues(form.fields as FormField[], q.values);
      if (checked.errors.length > 0) throw validationError(checked.errors);
      const id = await db.transaction(async (tx) => {
        const s = await repo.insertSubmission(tx, {
          businessId: item.businessId,
          formId: form.id,
          itemId: item.id,
          userId: uid,
          values: checked.values,
          spm,
        });
        if (!s) throw new AppError(ErrorCode.CONFLICT, '你已报名，请勿重复提交');
        if (item.registrationDistribution === 1) {
          const holdingId = await holdings.issue(tx, {
            itemId: item.id,
            userId: uid,
            source: 'form',
            sourceRef: s.id,
            actorId: uid,
            spm,
          });
          await repo.setSubmission(tx, s.id, { holdingId });
        }
        await business.trail(tx, {
          businessId: item.businessId,
          actorId: uid,
          entity: 'submission',
          entityId: s.id,
          action: 'submit',
          detail: { item_id: item.id },
        });
        return s.id;
      });
      return toSubmission((await repo.submission(id))!);
    },

    async submissions(actor: BusinessActor, q: { item_id?: number; status: number; page: number; page_size: number }) {
      const { list, count } = await repo.submissions(actor.businessId, q);
      return { list: list.map(toSubmission), count, page_size: q.page_size };
    },

    async submission(actor: BusinessActor, id: number) {
      const r = await repo.submission(id);
      if (!r || r.s.businessId !== actor.businessId) throw new AppError(ErrorCode.NOT_FOUND, '报名记录不存在');
      const form = await repo.findById(r.s.formId);
      return { submission: toSubmission(r), form: toForm(form!) };
    },

    async review(actor: BusinessActor, q: { id: number; pass: boolean; remark: string }) {
      const decided = await db.transaction(async (tx) => {
        const s = await repo.decide(tx, actor.businessId, q.id, q.pass ? 2 : 3, actor.uid, q.remark);
        if (!s) return false;
        const r = await repo.submission(s.id, tx);
        if (q.pass && s.holdingId === null) {
          const t = await repo.item(tx, s.itemId);
          if (t?.registrationDistribution === 2) {
            const holdingId = await holdings.issue(tx, {
              itemId: s.itemId,
              userId: s.userId,
              source: 'form',
              sourceRef: s.id,
              actorId: actor.uid,
              spm: s.spm,
            });
            await repo.setSubmission(tx, s.id, { holdingId });
          }
        }
        await business.trail(tx, {
          businessId: actor.businessId,
          actorId: actor.uid,
          entity: 'submission',
          entityId: s.id,
          action: q.pass ? 'review_pass' : 'review_reject',
          detail: { remark: q.remark, user: r?.s.userId },
        });
        return true;
      });
      const r = await repo.submission(q.id);
      if (!r || r.s.businessId !== actor.businessId) throw new AppError(ErrorCode.NOT_FOUND, '报名记录不存在');
      if (!decided) throw new AppError(ErrorCode.CONFLICT, '该报名已处理');
      return toSubmission(r);
    },
  };
}
export type FormService = ReturnType<typeof formService>;
