import type { ReportCase } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { AuditRepository, AuditRow } from '../audit/audit.repository.js';

/** Reports and their cases in the audit queue (docs/community.md). */
export function reportService(deps: { db: Db; audits: AuditRepository; limits: RateLimiter; clock: Clock }) {
  void deps;
  return {
    async auditDetail(a: AuditRow): Promise<ReportCase> {
      void a;
      throw new Error('not built');
    },
    async decide(tx: Tx, a: AuditRow, pass: boolean, remark: string, reviewer: number): Promise<void> {
      void [tx, a, pass, remark, reviewer];
      throw new Error('not built');
    },
  };
}
export type ReportService = ReturnType<typeof reportService>;
