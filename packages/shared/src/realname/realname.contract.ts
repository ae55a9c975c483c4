import { z } from '../common/z.js';

/**
 * Real-name certification (issue 19; spec 2.14 /real-name-certification/form; 7.1 idcard verify/save, verify/user;
 * 7.5 the recognition provider calls): consent first, then liveness through the provider or a manual review with an
 * ID photo; only the verdict and the masked ID are kept — docs/identity.md.
 */

/** audit/info of type real_name: the manual review case (filled in by the real-name work) */
export const realNameAuditSchema = z.object({ id: z.number().int() });
export type RealNameAudit = z.infer<typeof realNameAuditSchema>;
