import { ErrorCode, type CallQuery, type Item, type ItemAction, type itemSave } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import { AppError, validationError } from '../../plugins/app/errors.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { BusinessRepository } from '../business/business.repository.js';
import type { BusinessActor } from '../business/business.service.js';
import type { ItemRepository } from './item.repository.js';
import {
  ACTIONS_BY_STATE,
  AUDIT_TYPE_OF,
  completenessProblems,
  toColumns,
  toItem,
  type ItemFieldValues,
  type ItemRow,
} from './item.mapping.js';

type SaveQuery = CallQuery<typeof itemSave> & Partial<ItemFieldValues>;
type StateAction = Exclude<ItemAction, 'edit'>;

const NEXT_STATE: Partial<Record<StateAction, ItemRow['state']>> = {
  disable: 'disabled',
  enable: 'approved',
  takedown: 'taken_down',
};

/** Items and their state machine (docs/issuing.md); every change writes the audit trail in its transaction. */
export function itemService(
  db: Db,
  repo: ItemRepository,
  auditRepo: AuditRepository,
  business: BusinessRepository,
  ownedForm: (businessId: number, formId: number) => Promise<void>,
) {
  const trail = (tx: Tx, actor: BusinessActor, id: number, action: string, detail: object = {}) =>
    business.trail(tx, {
      businessId: actor.businessId,
      actorId: actor.uid,
      entity: 'item',
      entityId: id,
      action,
      detail,
    });

  const load = async (actor: BusinessActor, id: number, tx?: Tx): Promise<Item> => {
    const r = await repo.find(actor.businessId, id, tx);
    if (!r) throw new AppError(ErrorCode.NOT_FOUND, '内容不存在');
    return toItem(r.item, r.projectName, r.pending, (await repo.tallies([id], tx)).get(id));
  };

  const checkProject = async (tx: Tx, actor: BusinessActor, projectId: number | null | undefined) => {
    if (projectId === undefined || projectId === null) return;
    const p = await repo.projectOf(actor.businessId, projectId, tx);
    if (!p || p.state !== 'published') throw validationError([{ field: 'project_id', message: '请选择已发布的项目' }]);
  };

  const submitForAudit = async (tx: Tx, actor: BusinessActor, row: ItemRow, changes: Record<string, unknown>) => {
    const problems = completenessProblems(row);
    if (problems.length > 0) throw validationError(problems);
    await checkProject(tx, actor, row.projectId);
    const audit = await auditRepo.create(tx, {
      businessId: actor.businessId,
      type: AUDIT_TYPE_OF[row.productType]!,
      targetId: row.id,
      changes,
      submittedBy: actor.uid,
    });
    if (!audit) throw new AppError(ErrorCode.CONFLICT, '已有内容在审核中，请等待审核结果');
  };

  /** A draft (or rejected item) goes to audit: complete or refused with every problem named, nothing changed. */
  const submitDraft = async (tx: Tx, actor: BusinessActor, row: ItemRow) => {
    await submitForAudit(tx, actor, row, {});
    await repo.update(tx, row.id, { state: 'auditing', rejectRemark: '' });
  };

  return {
    save: async (actor: BusinessActor, q: SaveQuery): Promise<Item> => {
      if (q.form_id) await ownedForm(actor.businessId, q.form_id);
      return db.transaction(async (tx) => {
        // with submit, saving and submitting are one transaction: an incomplete item is refused and nothing is saved
        const { id, product_type, is_cert, submit, ...fields } = q;
        const cols = toColumns(fields);
        await checkProject(tx, actor, fields.project_id);
        if (id === undefined) {
          const row = await repo.insert(tx, {
            ...cols,
            businessId: actor.businessId,
            productType: product_type,
            isCert: is_cert ?? false,
            createdBy: actor.uid,
          });
          await trail(tx, actor, row.id, 'create', fields);
          if (submit) {
            await trail(tx, actor, row.id, 'submit');
            await submitDraft(tx, actor, row);
          }
          return load(actor, row.id, tx);
        }
        const row = await repo.lock(tx, actor.businessId, id);
        if (!row) throw new AppError(ErrorCode.NOT_FOUND, '内容不存在');
        if (row.productType !== product_type)
          throw validationError([{ field: 'product_type', message: '类型不能修改' }]);
        switch (row.state) {
          case 'draft':
          case 'rejected':
            await repo.update(tx, id, cols);
            await trail(tx, actor, id, 'update', fields);
            if (submit) {
              await trail(tx, actor, id, 'submit');
              await submitDraft(tx, actor, { ...row, ...cols } as ItemRow);
            }
            break;
          case 'approved':
          case 'disabled':
            // a live item changes only through audit: check the result, keep the change pending
            await submitForAudit(tx, actor, { ...row, ...cols } as ItemRow, fields);
            await trail(tx, actor, id, 'change_submitted', fields);
            break;
          case 'auditing':
            throw new AppError(ErrorCode.CONFLICT, '审核中，暂不能修改');
          case 'taken_down':
            throw new AppError(ErrorCode.CONFLICT, '已下架，不能修改');
        }
        return load(actor, id, tx);
      });
    },

    act: (actor: BusinessActor, id: number, action: StateAction): Promise<{ item: Item | null }> =>
      db.transaction(async (tx) => {
        const row = await repo.lock(tx, actor.businessId, id);
        if (!row) throw new AppError(ErrorCode.NOT_FOUND, '内容不存在');
        if (!ACTIONS_BY_STATE[row.state].includes(action))
          throw new AppError(ErrorCode.CONFLICT, '当前状态不允许该操作');
        await trail(tx, actor, id, action);
        switch (action) {
          case 'submit':
            await submitDraft(tx, actor, row);
            return { item: await load(actor, id, tx) };
          case 'delete':
            await repo.update(tx, id, { deletedAt: new Date() });
            return { item: null };
          case 'copy': {
            const {
              id: _id,
              issued: _i,
              state: _s,
              rejectRemark: _r,
              createdAt: _c,
              updatedAt: _u,
              deletedAt: _d,
              ...fields
            } = row;
            const copy = await repo.insert(tx, {
              ...fields,
              name: `${row.name}（副本）`.slice(0, 40),
              createdBy: actor.uid,
            });
            await trail(tx, actor, copy.id, 'create', { copied_from: id });
            return { item: await load(actor, copy.id, tx) };
          }
          case 'disable':
          case 'enable':
          case 'takedown':
            await repo.update(tx, id, { state: NEXT_STATE[action]! });
            return { item: await load(actor, id, tx) };
        }
      }),

    info: (actor: BusinessActor, id: number) => load(actor, id),

    async list(actor: BusinessActor, q: Parameters<ItemRepository['page']>[1]) {
      const { list, count } = await repo.page(actor.businessId, q);
      const tallies = await repo.tallies(list.map((r) => r.item.id));
      return {
        list: list.map((r) => toItem(r.item, r.projectName, r.pending, tallies.get(r.item.id))),
        count,
        page_size: q.page_size,
      };
    },
  };
}
export type ItemService = ReturnType<typeof itemService>;
