import { z } from '../common/z.js';

/**
 * Business registration (issue 19; spec 2.5 /business-register/*): merchant type and tags, the enterprise and its
 * unified social credit code, the licence (recognised through the provider or reviewed by hand), the applicant's
 * check; approval creates the business with the applicant as owner — docs/merchant.md.
 */

/** audit/info of type merchant: the application (filled in by the business-registration work) */
export const merchantAuditSchema = z.object({ id: z.number().int() });
export type MerchantAudit = z.infer<typeof merchantAuditSchema>;
