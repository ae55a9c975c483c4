import { and, asc, eq, sql } from 'drizzle-orm';
import type { ContentState, ReportModule } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import { albumItems, events, postComments, posts, reportCases, reports, rides, users } from '../../db/schema.js';

export type ReportCaseRow = typeof reportCases.$inferSelect;
export type ReportRow = typeof reports.$inferSelect;

/**
 * A reported thing as it is now: its author (the person, for module user; an event's creator; a ride's leader), its
 * state (bbs, reply, image: the row's own content state; play, party, user: visible while public, else deleted),
 * whether anyone but its author sees it now (`shown`: a comment also needs its post visible), and what the auditor
 * reads.
 */
export interface ReportTarget {
  authorId: number;
  state: ContentState;
  shown: boolean;
  /** the post a comment belongs to (module reply) */
  postId: number | null;
  title: string;
  body: string;
  images: string[];
}

/** Drizzle queries on reports and their cases, and the reads of the reported things; nothing else. */
export function reportRepository(db: Db) {
  /** the reported thing, whatever its state; undefined when there is no such thing */
  async function target(module: ReportModule, id: number, tx: Db | Tx = db): Promise<ReportTarget | undefined> {
    switch (module) {
      case 'bbs': {
        const [p] = await tx
          .select({
            userId: posts.userId,
            state: posts.state,
            body: posts.body,
            images: posts.images,
            videoCover: posts.videoCover,
            video: posts.video,
          })
          .from(posts)
          .where(eq(posts.id, id));
        if (!p) return undefined;
        const images = [...p.images, ...(p.videoCover ? [p.videoCover] : [])];
        return {
          authorId: p.userId,
          state: p.state,
          shown: p.state === 'visible',
          postId: null,
          title: p.video ? '帖子（含视频）' : '帖子',
          body: p.body,
          images,
        };
      }
      case 'reply': {
        const [c] = await tx
          .select({
            userId: postComments.userId,
            state: postComments.state,
            body: postComments.body,
            postId: postComments.postId,
            postState: posts.state,
          })
          .from(postComments)
          .innerJoin(posts, eq(posts.id, postComments.postId))
          .where(eq(postComments.id, id));
        if (!c) return undefined;
        // the comments of a post that is not visible are not shown
        const shown = c.state === 'visible' && c.postState === 'visible';
        return { authorId: c.userId, state: c.state, shown, postId: c.postId, title: '评论', body: c.body, images: [] };
      }
      case 'image': {
        const [a] = await tx.select().from(albumItems).where(eq(albumItems.id, id));
        if (!a) return undefined;
        const video = a.kind === 'video';
        return {
          authorId: a.userId,
          state: a.state,
          shown: a.state === 'visible',
          postId: null,
          title: video ? '相册视频' : '相册图片',
          body: video ? a.url : '',
          images: [video ? a.cover : a.url].filter(Boolean),
        };
      }
      case 'play': {
        const [e] = await tx
          .select({
            createdBy: events.createdBy,
            title: events.title,
            place: events.place,
            cover: events.cover,
            live: sql<boolean>`${events.state} = 'running' and ${events.deletedAt} is null`,
          })
          .from(events)
          .where(eq(events.id, id));
        if (!e) return undefined;
        return {
          authorId: e.createdBy,
          state: e.live ? 'visible' : 'deleted',
          shown: e.live,
          postId: null,
          title: e.title,
          body: e.place,
          images: [e.cover].filter(Boolean),
        };
      }
      case 'party': {
        const [r] = await tx
          .select({
            leaderId: rides.leaderId,
            state: rides.state,
            title: rides.title,
            description: rides.description,
            cover: rides.cover,
          })
          .from(rides)
          .where(eq(rides.id, id));
        if (!r) return undefined;
        return {
          authorId: r.leaderId,
          state: r.state === 'published' ? 'visible' : 'deleted',
          shown: r.state === 'published',
          postId: null,
          title: r.title,
          body: r.description,
          images: [r.cover].filter(Boolean),
        };
      }
      case 'user': {
        const [u] = await tx
          .select({
            nickname: users.nickname,
            signature: users.signature,
            headimg: users.headimg,
            cover: users.coverImage,
            deletedAt: users.deletedAt,
          })
          .from(users)
          .where(eq(users.id, id));
        if (!u) return undefined;
        return {
          authorId: id,
          state: u.deletedAt ? 'deleted' : 'visible',
          shown: !u.deletedAt,
          postId: null,
          title: u.nickname,
          body: u.signature,
          images: [u.headimg, u.cover].filter(Boolean),
        };
      }
    }
  }

  return {
    target,

    /**
     * The open case of a thing, made when there is none: one statement that yields to a concurrent maker (the
     * partial unique index report_cases_one_open), then the case read. `created`: this call made it.
     */
    async openCase(tx: Tx, module: ReportModule, targetId: number, authorId: number) {
      const [made] = await tx
        .insert(reportCases)
        .values({ module, targetId, authorId })
        .onConflictDoNothing()
        .returning();
      if (made) return { row: made, created: true };
      const [open] = await tx
        .select()
        .from(reportCases)
        .where(and(eq(reportCases.module, module), eq(reportCases.targetId, targetId), eq(reportCases.state, 'open')));
      return open ? { row: open, created: false } : undefined;
    },

    /** One person's report of a thing; undefined when they already reported it (reports_once). */
    insertReport: async (
      tx: Tx,
      row: {
        caseId: number;
        module: ReportModule;
        targetId: number;
        reporterId: number;
        reason: ReportRow['reason'];
        detail: string;
        images: string[];
        createdAt: Date;
      },
    ) => (await tx.insert(reports).values(row).onConflictDoNothing().returning({ id: reports.id }))[0],

    /**
     * One more distinct reporter on a case while it is open: the count after it (the row locked until the transaction
     * ends); undefined when the case was decided meanwhile.
     */
    countReporter: async (tx: Tx, caseId: number) =>
      (
        await tx
          .update(reportCases)
          .set({ reporterCount: sql`${reportCases.reporterCount} + 1` })
          .where(and(eq(reportCases.id, caseId), eq(reportCases.state, 'open')))
          .returning({ n: reportCases.reporterCount })
      )[0]?.n,

    caseById: async (id: number, tx: Db | Tx = db) =>
      (await tx.select().from(reportCases).where(eq(reportCases.id, id)))[0],

    /** Closes an open case (kept or removed); undefined when it was not open. */
    closeCase: async (tx: Tx, id: number, state: 'kept' | 'removed', at: Date) =>
      (
        await tx
          .update(reportCases)
          .set({ state, decidedAt: at })
          .where(and(eq(reportCases.id, id), eq(reportCases.state, 'open')))
          .returning()
      )[0],

    /** A case's reports, oldest first, with the reporter's nickname. */
    reportsOf: (caseId: number) =>
      db
        .select({ r: reports, nickname: users.nickname })
        .from(reports)
        .innerJoin(users, eq(users.id, reports.reporterId))
        .where(eq(reports.caseId, caseId))
        .orderBy(asc(reports.id)),

    /** a person's nickname ('' for no such person) */
    nickname: async (uid: number) =>
      (await db.select({ n: users.nickname }).from(users).where(eq(users.id, uid)))[0]?.n ?? '',
  };
}
export type ReportRepository = ReturnType<typeof reportRepository>;
