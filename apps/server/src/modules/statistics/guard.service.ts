import type { z } from 'zod';
import { ErrorCode, type CallData, type statisticsGuard, type statisticsGuardSettings } from '@kc/shared';
import type { Clock } from '../../lib/clock.js';
import { shanghaiDay } from '../../lib/time.js';
import { AppError } from '../../plugins/app/errors.js';
import type { Kv } from '../../plugins/app/kv.js';
import type { BusinessActor } from '../business/business.service.js';
import type { StatisticsRepository, StatProject } from './statistics.repository.js';
import { percent } from './statistics.view.js';

/** The channel a business's write-offs are announced on (write-off.service): gate screens wake on it. */
export const guardChannel = (businessId: number) => `guard:${businessId}`;
const WATCH_MS = 25_000;
const MINUTES = 15;

type GuardData = CallData<typeof statisticsGuard>;

/**
 * The gate screen (/guard/index): a project's entries per point in the last 15 minutes and today, today's total
 * against the venue capacity; a long poll answers when a write-off of the business changes the figures.
 */
export function guardService(d: { repo: StatisticsRepository; kv: Kv; clock: Clock }) {
  const { repo, kv, clock } = d;
  const waiting = new Set<() => void>();

  async function screen(a: BusinessActor, projectId: number | undefined): Promise<GuardData> {
    const projects = await repo.projects(a.businessId);
    const list = projects.map((p) => ({ id: p.id, name: p.name }));
    const now = clock.now();
    let project: StatProject | undefined = projects[0];
    if (projectId !== undefined) {
      project = projects.find((p) => p.id === projectId);
      if (!project) throw new AppError(ErrorCode.NOT_FOUND, '项目不存在');
    }
    if (!project)
      return {
        project: null,
        projects: list,
        today_total: 0,
        capacity_percent: 0,
        points: [],
        version: '0',
        updated_at: Math.floor(now.getTime() / 1000),
      };
    const day = shanghaiDay(now);
    // the current minute and the 14 before it
    const since = new Date(Math.floor(now.getTime() / 60_000) * 60_000 - (MINUTES - 1) * 60_000);
    const [points, recent, today] = await Promise.all([
      repo.pointsOfProject(project.id),
      repo.minutesSince(project.id, since),
      repo.dayByPoint(a.businessId, project.id, day),
    ]);
    const recentOf = new Map(recent.map((r) => [Number(r.checkpoint_id), Number(r.n)]));
    const todayOf = new Map(today.map((r) => [Number(r.checkpoint_id), Number(r.n)]));
    const todayTotal = today.reduce((s, r) => s + Number(r.n), 0);
    const alertAt = project.alertPerMinute;
    return {
      project: {
        id: project.id,
        name: project.name,
        capacity: project.capacity,
        alert_per_minute: project.alertPerMinute,
      },
      projects: list,
      today_total: todayTotal,
      capacity_percent: percent(todayTotal, project.capacity),
      points: points.map((p) => {
        const last15 = recentOf.get(p.id) ?? 0;
        const perMinute = Math.round((last15 * 10) / MINUTES) / 10;
        return {
          id: p.id,
          name: p.name,
          item_name: p.itemName,
          last15,
          today: todayOf.get(p.id) ?? 0,
          per_minute: perMinute,
          alert: alertAt > 0 && perMinute > alertAt,
        };
      }),
      version: `${project.id}-${day}-${todayTotal}`,
      updated_at: Math.floor(now.getTime() / 1000),
    };
  }

  return {
    /**
     * Without `version`: the screen now. With it: a long poll — subscribed first, then read, so a write-off between
     * the two is not missed; answers when the version differs, else after 25 s (or at shutdown) with the same one.
     */
    async guard(a: BusinessActor, q: z.output<(typeof statisticsGuard)['query']>): Promise<GuardData> {
      if (q.version === undefined) return screen(a, q.project_id);
      let wake: () => void = () => {};
      let woken = Promise.resolve();
      const arm = () => {
        woken = new Promise<void>((resolve) => (wake = resolve));
      };
      arm();
      let stopped = false;
      const stop = () => {
        stopped = true;
        wake();
      };
      const unsubscribe = await kv.subscribe(guardChannel(a.businessId), () => wake());
      waiting.add(stop);
      const timer = setTimeout(stop, WATCH_MS);
      try {
        let now = await screen(a, q.project_id);
        // a write-off of another project of the business wakes it too: read again, wait on while nothing changed
        while (now.version === q.version && !stopped) {
          await woken;
          arm();
          now = await screen(a, q.project_id);
        }
        return now;
      } finally {
        clearTimeout(timer);
        waiting.delete(stop);
        await unsubscribe();
      }
    },

    /** Answers every waiting long poll now (shutdown). */
    wakeAll() {
      for (const w of waiting) w();
    },

    async settings(
      a: BusinessActor,
      q: z.output<(typeof statisticsGuardSettings)['query']>,
    ): Promise<CallData<typeof statisticsGuardSettings>> {
      const set = await repo.setGuard(a.businessId, q.project_id, {
        capacity: q.capacity,
        alertPerMinute: q.alert_per_minute,
      });
      if (!set) throw new AppError(ErrorCode.NOT_FOUND, '项目不存在');
      return { capacity: set.capacity, alert_per_minute: set.alertPerMinute };
    },
  };
}
export type GuardService = ReturnType<typeof guardService>;
