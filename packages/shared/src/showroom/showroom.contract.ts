import { z } from '../common/z.js';

/**
 * The car showroom (issue 19; spec 2.14 /b/show-car/*, /show-car/*, 2.15 /used-car/{id}; 7.5 OwnersCertification
 * brand/series/car lists): a business lists cars with photos, prices and sale advisors; listings pass the audit
 * queue; visitors filter, search, open a car and book a viewing — docs/showroom.md.
 */

/** audit/info of type show_car: the listing as it would be after passing (filled in by the showroom work) */
export const showCarAuditSchema = z.object({ id: z.number().int() });
export type ShowCarAudit = z.infer<typeof showCarAuditSchema>;
