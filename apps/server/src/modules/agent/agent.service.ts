import { ErrorCode, type Agent } from '@kc/shared';
import type { Db } from '../../db/client.js';
import { toSecs } from '../../lib/time.js';
import { AppError } from '../../plugins/app/errors.js';
import type { BusinessRepository } from '../business/business.repository.js';
import type { BusinessActor } from '../business/business.service.js';
import type { ItemRepository } from '../item/item.repository.js';
import type { UserRepository } from '../user/user.repository.js';
import type { AgentRepository } from './agent.repository.js';

type Paging = { page: number; page_size: number };

/** Agents: each gets an spm code; sign-ups and receipts through their link carry it, and are counted as theirs. */
export function agentService(
  db: Db,
  repo: AgentRepository,
  itemsRepo: ItemRepository,
  users: UserRepository,
  business: BusinessRepository,
  product: string,
) {
  const base = `/static-${product}2`;
  const linkOf = (itemId: number, formId: number | null, spm: string) =>
    formId !== null
      ? `${base}/invitation/enter-blank/1/${itemId}?spm=${spm}`
      : `${base}/ticket/receive?id=${itemId}&spm=${spm}`;
  const toAgent = (r: NonNullable<Awaited<ReturnType<AgentRepository['find']>>>): Agent => ({
    id: r.a.id,
    item_id: r.a.itemId,
    item_name: r.itemName,
    business_name: r.businessName,
    user_id: r.a.userId,
    user_name: r.userName,
    mobile: r.mobile,
    avatar: r.avatar,
    spm: r.a.spm,
    link: linkOf(r.a.itemId, r.formId, r.a.spm),
    attributed: r.attributed,
    create_time: toSecs(r.a.createdAt),
  });
  const page = async (where: Parameters<AgentRepository['page']>[0], p: Paging) => {
    const { list, count } = await repo.page(where, p);
    return { list: list.map(toAgent), count, page_size: p.page_size };
  };
  const ownItem = async (actor: BusinessActor, itemId: number) => {
    const r = await itemsRepo.find(actor.businessId, itemId);
    if (!r) throw new AppError(ErrorCode.NOT_FOUND, '内容不存在');
    return r.item;
  };

  return {
    async add(actor: BusinessActor, q: { item_id: number; mobile: string }) {
      const item = await ownItem(actor, q.item_id);
      if (item.state !== 'approved') throw new AppError(ErrorCode.CONFLICT, '仅审核通过的内容可以设置代理');
      const person = await users.findLiveByMobile(q.mobile);
      if (!person) throw new AppError(ErrorCode.NOT_FOUND, '该手机号尚未注册');
      const id = await db.transaction(async (tx) => {
        const agentId = await repo.insert(tx, {
          businessId: actor.businessId,
          itemId: item.id,
          userId: person.id,
          createdBy: actor.uid,
          url: linkOf(item.id, item.formId, ''),
        });
        if (agentId === undefined) return undefined;
        await business.trail(tx, {
          businessId: actor.businessId,
          actorId: actor.uid,
          entity: 'item',
          entityId: item.id,
          action: 'appoint_agent',
          detail: { user_id: person.id },
        });
        return agentId;
      });
      if (id === undefined) throw new AppError(ErrorCode.CONFLICT, '该用户已是代理');
      return toAgent((await repo.find(id))!);
    },
    async ofItem(actor: BusinessActor, itemId: number, p: Paging) {
      await ownItem(actor, itemId);
      return page(repo.ofItem(itemId), p);
    },
    mine: (uid: number, p: Paging) => page(repo.ofUser(uid), p),
    /** One agent: the agent themselves, or a manager of its business. */
    async info(uid: number, id: number) {
      const r = await repo.find(id);
      if (!r) throw new AppError(ErrorCode.NOT_FOUND, '代理不存在');
      if (
        r.a.userId !== uid &&
        !(await business.rolesIn(uid, r.a.businessId)).some((x) => x === 'owner' || x === 'admin')
      ) {
        throw new AppError(ErrorCode.FORBIDDEN, '无权查看该代理');
      }
      return toAgent(r);
    },
  };
}
export type AgentService = ReturnType<typeof agentService>;
