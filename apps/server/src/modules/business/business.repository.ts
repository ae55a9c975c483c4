import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Role } from '@kc/shared';
import type { Db, Tx } from '../../db/client.js';
import { auditTrail, businesses, userRoles } from '../../db/schema.js';

export function businessRepository(db: Db) {
  return {
    /** the caller's grants, one row per business role */
    grantsOf: (uid: number) =>
      db
        .select({ business_id: businesses.id, business_name: businesses.name, role: userRoles.role })
        .from(userRoles)
        .innerJoin(businesses, eq(businesses.id, userRoles.businessId))
        .where(eq(userRoles.userId, uid))
        .orderBy(asc(businesses.id), asc(userRoles.id)),

    rolesIn: async (uid: number, businessId: number): Promise<Role[]> =>
      (
        await db
          .select({ role: userRoles.role })
          .from(userRoles)
          .where(and(eq(userRoles.userId, uid), eq(userRoles.businessId, businessId)))
      ).map((r) => r.role),

    /** the caller's roles in the business and, when they hold it, the platform-wide auditor grant */
    rolesWithPlatform: async (uid: number, businessId: number): Promise<Role[]> =>
      (
        await db
          .select({ role: userRoles.role })
          .from(userRoles)
          .where(
            and(
              eq(userRoles.userId, uid),
              or(
                eq(userRoles.businessId, businessId),
                and(eq(userRoles.role, 'auditor'), isNull(userRoles.businessId)),
              ),
            ),
          )
      ).map((r) => r.role),

    trail: (tx: Db | Tx, row: typeof auditTrail.$inferInsert) => tx.insert(auditTrail).values(row),
  };
}
export type BusinessRepository = ReturnType<typeof businessRepository>;
