import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.js';
import { jobRuns } from './db/schema.js';

export interface Job {
  name: string;
  run(): Promise<unknown>;
}

const DAY_SECONDS = 86400;

/**
 * Scheduled work, exactly once across instances: every instance ticks each `intervalSeconds`; a job's run for a
 * tick (wall-clock slot) is claimed by inserting its `job_runs` row, and only the instance whose insert succeeds
 * runs it. The jobs themselves also change state conditionally, so even a clock skew that splits a slot cannot do
 * a thing twice. Lives in PostgreSQL, so it keeps working while Redis is down.
 */
export function startJobs(opts: {
  db: Db;
  jobs: Job[];
  intervalSeconds: number;
  instance: string;
  log: FastifyBaseLogger;
}): { stop(): Promise<void> } {
  const { db, jobs, intervalSeconds, instance, log } = opts;
  let running: Promise<void> = Promise.resolve();

  const claim = async (job: string, tick: number) => {
    const won = await db
      .insert(jobRuns)
      .values({ job, tick, instance })
      .onConflictDoNothing()
      .returning({ tick: jobRuns.tick });
    if (won.length && tick % 100 === 0) {
      // keep a day of history
      await db.delete(jobRuns).where(and(eq(jobRuns.job, job), lt(jobRuns.tick, tick - DAY_SECONDS / intervalSeconds)));
    }
    return won.length > 0;
  };

  const tickOnce = async () => {
    const tick = Math.floor(Date.now() / 1000 / intervalSeconds);
    for (const job of jobs) {
      try {
        if (!(await claim(job.name, tick))) continue;
        log.debug({ job: job.name, tick }, 'job run');
        await job.run();
      } catch (e) {
        log.error({ err: e, job: job.name }, 'scheduled job failed');
      }
    }
  };

  const timer = setInterval(() => {
    running = running.then(tickOnce);
  }, intervalSeconds * 1000);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
