import { z } from '../common/z.js';

/**
 * Car-owner authentication (issue 19; spec 2.6 /car-authentication/*, 2.13 /my/authentication): brand → series →
 * model, VIN, plate and the driving licence photo, reviewed by the platform auditor; approval shows the 认证车主
 * badge — docs/identity.md.
 */

/** audit/info of type car_owner: the application (filled in by the car-owner work) */
export const carOwnerAuditSchema = z.object({ id: z.number().int() });
export type CarOwnerAudit = z.infer<typeof carOwnerAuditSchema>;
