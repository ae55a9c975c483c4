import type { z } from 'zod';
import {
  ErrorCode,
  REPORT_HIDE_AT,
  REPORT_HIDE_MODULES,
  reportModuleLabel,
  reportReasonLabel,
  type CallData,
  type CallDef,
  type ContentState,
  type ReportCase,
  type reportCreate,
  type ReportModule,
} from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import { blockRule } from '../../lib/blocks.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import { toSecs } from '../../lib/time.js';
import { AppError } from '../../plugins/app/errors.js';
import type { AuditRepository, AuditRow } from '../audit/audit.repository.js';
import { notify } from '../message/message.repository.js';
import { setAlbumState } from '../personal/personal.repository.js';
import { setCommentState, setPostState } from '../post/post.repository.js';
import { reportRepository, type ReportTarget } from './report.repository.js';

/** A call's query as the handler gets it (parsed: defaults filled in). */
type Parsed<C> = C extends CallDef<infer Q, z.ZodType> ? z.output<Q> : never;

/** What the author of hidden, restored or removed content is told. */
export const REPORT_MESSAGES = {
  hidden: { title: '内容已被暂时隐藏', body: '你的内容被多人举报，已暂时隐藏，审核通过后恢复显示；你可以修改内容' },
  restored: { title: '内容已恢复显示', body: '你的内容经审核未发现问题，已恢复显示' },
  removed: { title: '内容已被下架', body: (remark: string) => `你的内容因“${remark}”已被下架` },
};

const hides = (m: ReportModule) => REPORT_HIDE_MODULES.includes(m);

/** where the author finds the content (the message's link) */
const linkOf = (module: ReportModule, id: number, t: Pick<ReportTarget, 'postId'>) =>
  module === 'bbs' ? `/post/${id}` : module === 'reply' ? `/post/comment/${t.postId}` : '/personal/upload/image';

/**
 * Moves a hideable thing's state through its owner's one writer (post, comment: counters adjusted; album item).
 * True when the state changed.
 */
async function setState(tx: Tx, module: ReportModule, id: number, state: ContentState, reason: string) {
  if (module === 'bbs') return (await setPostState(tx, id, state, reason)) !== undefined;
  if (module === 'reply') return (await setCommentState(tx, id, state, reason)) !== undefined;
  if (module === 'image') return setAlbumState(tx, id, state);
  return false;
}

/**
 * Reports and their cases in the audit queue (docs/community.md): one open case per thing, one report per person per
 * thing; a post, comment or album item is hidden at REPORT_HIDE_AT distinct reporters; the auditor keeps or removes.
 */
export function reportService(deps: {
  db: Db;
  audits: AuditRepository;
  limits: RateLimiter;
  clock: Clock;
  /** after content was hidden, shown again or taken down (committed): the kept feed pages go (post.service.ts) */
  contentChanged: () => void;
}) {
  const { db, audits, limits, clock, contentChanged } = deps;
  const repo = reportRepository(db);

  return {
    /**
     * Reports a thing the reporter can see, once (rate limited 'report'). In one transaction: the open case (made
     * with its audit when there is none), the report, one more reporter on the case; at the REPORT_HIDE_AT-th
     * reporter a visible post, comment or album item is hidden and its author told. Answers whether this report hid it.
     */
    async create(uid: number, q: Parsed<typeof reportCreate>, ip: string): Promise<CallData<typeof reportCreate>> {
      await limits.hit('report', uid, ip);
      const gone = q.module === 'user' ? '用户不存在' : '内容不存在或已被删除';
      const target = await repo.target(q.module, q.id);
      if (!target || target.state === 'deleted') throw new AppError(ErrorCode.NOT_FOUND, gone);
      if (target.authorId === uid) throw new AppError(ErrorCode.VALIDATION, '不能举报自己的内容');
      if (!target.shown) throw new AppError(ErrorCode.NOT_FOUND, gone);
      // across a block the other's content is not shown; a person who blocked me is not either (whom I blocked, I
      // may still open and report)
      const blocked =
        q.module === 'user'
          ? await blockRule.blocks(db, target.authorId, uid)
          : await blockRule.eitherWay(db, uid, target.authorId);
      if (blocked) throw new AppError(ErrorCode.NOT_FOUND, gone);

      const hidden = await db.transaction(async (tx) => {
        const open = await repo.openCase(tx, q.module, q.id, target.authorId);
        // (a case closed between the insert and the read: the reporter tries again)
        if (!open) throw new AppError(ErrorCode.CONFLICT, '举报提交失败，请重试');
        if (open.created) {
          const audit = await audits.create(tx, {
            businessId: null,
            type: 'report',
            targetId: open.row.id,
            changes: {},
            submittedBy: uid,
          });
          if (!audit) throw new AppError(ErrorCode.CONFLICT, '举报提交失败，请重试');
        }
        const report = await repo.insertReport(tx, {
          caseId: open.row.id,
          module: q.module,
          targetId: q.id,
          reporterId: uid,
          reason: q.reason,
          detail: q.detail,
          images: q.images,
          createdAt: clock.now(),
        });
        if (!report) throw new AppError(ErrorCode.CONFLICT, '你已举报过该内容');
        const reporters = await repo.countReporter(tx, open.row.id);
        // decided while this report was on its way: nothing is kept, the reporter sends it again (a new case)
        if (reporters === undefined) throw new AppError(ErrorCode.CONFLICT, '举报提交失败，请重试');
        if (reporters < REPORT_HIDE_AT || !hides(q.module)) return false;
        // only a visible thing moves to hidden: of concurrent reporters past the threshold exactly one hides it
        if (!(await setState(tx, q.module, q.id, 'hidden', ''))) return false;
        await notify(
          tx,
          target.authorId,
          'community',
          REPORT_MESSAGES.hidden.title,
          REPORT_MESSAGES.hidden.body,
          linkOf(q.module, q.id, target),
        );
        return true;
      });
      if (hidden) contentChanged();
      return { hidden };
    },

    /** What the auditor reads: the thing as it is now, its author, whether it is hidden, every report of the case. */
    async auditDetail(a: AuditRow): Promise<ReportCase> {
      const c = await repo.caseById(a.targetId);
      if (!c) throw new AppError(ErrorCode.NOT_FOUND, '举报记录不存在');
      const [target, list] = await Promise.all([repo.target(c.module, c.targetId), repo.reportsOf(c.id)]);
      const authorId = target?.authorId ?? c.authorId ?? 0;
      return {
        module: c.module,
        module_label: reportModuleLabel[c.module],
        target_id: c.targetId,
        title: target?.title ?? '',
        body: target ? target.body : '内容已不存在',
        images: target?.images ?? [],
        author_uid: authorId,
        author_nickname: authorId ? await repo.nickname(authorId) : '',
        hidden: hides(c.module) && target?.state === 'hidden',
        reports: list.map(({ r, nickname }) => ({
          nickname,
          reason_label: reportReasonLabel[r.reason],
          detail: r.detail,
          images: r.images,
          create_time: toSecs(r.createdAt),
        })),
      };
    },

    /**
     * The auditor's decision, inside the audit's transaction (the audit row keeps reviewer, remark and time). Pass:
     * the case is kept and hidden content is shown again; reject: the case is closed as removed and the content taken
     * down with the remark as its reason. The author is told when their content changed. For events, rides and
     * people the decision only closes the case: nothing is hidden or taken down here and nobody is told.
     */
    async decide(tx: Tx, a: AuditRow, pass: boolean, remark: string, reviewer: number): Promise<void> {
      void reviewer;
      const c = await repo.closeCase(tx, a.targetId, pass ? 'kept' : 'removed', clock.now());
      if (!c) throw new AppError(ErrorCode.CONFLICT, '该举报已处理');
      if (!hides(c.module)) return;
      const target = await repo.target(c.module, c.targetId, tx);
      if (!target) return;
      if (pass) {
        if (target.state !== 'hidden' || !(await setState(tx, c.module, c.targetId, 'visible', ''))) return;
        const m = REPORT_MESSAGES.restored;
        await notify(tx, target.authorId, 'community', m.title, m.body, linkOf(c.module, c.targetId, target));
        return;
      }
      if (target.state !== 'visible' && target.state !== 'hidden') return;
      if (!(await setState(tx, c.module, c.targetId, 'removed', remark))) return;
      const m = REPORT_MESSAGES.removed;
      await notify(tx, target.authorId, 'community', m.title, m.body(remark), linkOf(c.module, c.targetId, target));
    },
    committed: contentChanged,
  };
}
export type ReportService = ReturnType<typeof reportService>;
