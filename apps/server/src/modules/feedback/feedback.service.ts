import type { z } from 'zod';
import {
  ErrorCode,
  feedbackKindLabel,
  type addFeedback,
  type CallDef,
  type Feedback,
  type feedbackQueue,
  type ListResult,
  type replyFeedback,
} from '@kc/shared';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { toSecs } from '../../lib/time.js';
import { AppError } from '../../plugins/app/errors.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import { notify } from '../message/message.repository.js';
import { feedbackRepository, type FeedbackRow } from './feedback.repository.js';

/** A call's query as the handler gets it (parsed: defaults filled in). */
type Parsed<C> = C extends CallDef<infer Q, z.ZodType> ? z.output<Q> : never;

const STATUS_LABEL = { 1: '待回复', 2: '已回复' } as const;

/** row → answer; `auditor`: the caller may reply (while unanswered) */
const toFeedback = (r: { f: FeedbackRow; nickname: string }, auditor: boolean): Feedback => {
  const answered = r.f.repliedAt !== null;
  return {
    id: r.f.id,
    kind: r.f.kind,
    kind_label: feedbackKindLabel[r.f.kind],
    content: r.f.content,
    images: r.f.images,
    contact: r.f.contact,
    reply: r.f.reply,
    reply_time: toSecs(r.f.repliedAt),
    status: answered ? 2 : 1,
    status_label: STATUS_LABEL[answered ? 2 : 1],
    nickname: r.nickname,
    create_time: toSecs(r.f.createdAt),
    actions: auditor && !answered ? ['reply'] : [],
  };
};

/** Feedback and the auditor's answers (docs/community.md). */
export function feedbackService(deps: { db: Db; audits: AuditRepository; limits: RateLimiter; clock: Clock }) {
  const { db, audits, limits, clock } = deps;
  const repo = feedbackRepository(db);

  const requireAuditor = async (uid: number) => {
    if (!(await audits.isAuditor(uid))) throw new AppError(ErrorCode.FORBIDDEN, '仅审核员可以处理意见反馈');
  };
  const found = async (id: number) => {
    const r = await repo.byId(id);
    if (!r) throw new AppError(ErrorCode.NOT_FOUND, '反馈不存在');
    return r;
  };

  return {
    /** Rate limited ('feedback') before anything is written. */
    async add(uid: number, q: Parsed<typeof addFeedback>, ip: string): Promise<Feedback> {
      await limits.hit('feedback', uid, ip);
      const id = await repo.insert({
        userId: uid,
        kind: q.kind,
        content: q.content,
        images: q.images,
        contact: q.contact,
        createdAt: clock.now(),
      });
      return toFeedback(await found(id), false);
    },

    async mine(uid: number, q: { page: number; page_size: number }): Promise<ListResult<Feedback>> {
      const { list, count } = await repo.mine(uid, q);
      return { list: list.map((r) => toFeedback(r, false)), count, page_size: q.page_size };
    },

    /** To its sender only (an auditor reads it through `queueInfo`); anyone else 10003. */
    async info(uid: number, id: number): Promise<Feedback> {
      const r = await found(id);
      if (r.f.userId !== uid) throw new AppError(ErrorCode.FORBIDDEN, '无权查看该反馈');
      return toFeedback(r, false);
    },

    /** One feedback of the queue, for an auditor (who may reply while it is unanswered). */
    async queueInfo(uid: number, id: number): Promise<Feedback> {
      await requireAuditor(uid);
      return toFeedback(await found(id), true);
    },

    async queue(uid: number, q: Parsed<typeof feedbackQueue>): Promise<ListResult<Feedback>> {
      await requireAuditor(uid);
      const { list, count } = await repo.queue({ answered: q.status === 2, page: q.page, page_size: q.page_size });
      return { list: list.map((r) => toFeedback(r, true)), count, page_size: q.page_size };
    },

    /** Once: of concurrent replies exactly one is stored; the sender is told in the same transaction. */
    async reply(uid: number, q: Parsed<typeof replyFeedback>): Promise<Feedback> {
      await requireAuditor(uid);
      const replied = await db.transaction(async (tx) => {
        const row = await repo.reply(tx, q.id, q.reply, uid, clock.now());
        if (!row) return false;
        await notify(
          tx,
          row.userId,
          'community',
          '你的反馈有了回复',
          q.reply.length > 60 ? `${q.reply.slice(0, 60)}…` : q.reply,
          `/my/setting/feedback/detail/${row.id}`,
        );
        return true;
      });
      // (read after the transaction: PGlite has one connection)
      const r = await found(q.id);
      if (!replied) throw new AppError(ErrorCode.CONFLICT, '该反馈已回复');
      return toFeedback(r, true);
    },
  };
}
export type FeedbackService = ReturnType<typeof feedbackService>;
