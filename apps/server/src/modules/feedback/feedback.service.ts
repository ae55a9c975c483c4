import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimiter } from '../../lib/rate-limit.js';
import type { AuditRepository } from '../audit/audit.repository.js';

/** Feedback and the auditor's answers (docs/community.md). */
export function feedbackService(deps: { db: Db; audits: AuditRepository; limits: RateLimiter; clock: Clock }) {
  void deps;
  return {};
}
export type FeedbackService = ReturnType<typeof feedbackService>;
