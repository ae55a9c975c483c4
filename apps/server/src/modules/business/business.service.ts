import { ErrorCode, MANAGER_ROLES, type MyBusiness, type Role } from '@kc/shared';
import { me, type CallContext } from '../../plugins/app/contract.js';
import { AppError, validationError } from '../../plugins/app/errors.js';
import type { BusinessRepository } from './business.repository.js';

export interface BusinessActor {
  uid: number;
  businessId: number;
}

/** Membership: the businesses a user belongs to, and the check every business call makes on `b_id`. */
export function businessService(repo: BusinessRepository) {
  return {
    async mine(uid: number): Promise<{ list: MyBusiness[] }> {
      const byId = new Map<number, MyBusiness>();
      for (const g of await repo.grantsOf(uid)) {
        const b = byId.get(g.business_id) ?? { business_id: g.business_id, business_name: g.business_name, roles: [] };
        b.roles.push(g.role);
        byId.set(g.business_id, b);
      }
      return { list: [...byId.values()] };
    },

    /**
     * The caller acting for the payload's business with one of `roles`; 10001 without b_id, 10003 without a grant.
     * When `roles` names the auditor, the platform-wide auditor (a grant with no business) may act for any business.
     */
    async actor(ctx: CallContext, roles: readonly Role[]): Promise<BusinessActor> {
      const { uid } = me(ctx);
      const raw = ctx.payload.b_id;
      const businessId = Number(raw);
      if (raw === undefined || raw === '' || !Number.isInteger(businessId) || businessId <= 0) {
        throw validationError([{ field: 'payload.b_id', message: '请选择商家' }]);
      }
      const held = roles.includes('auditor')
        ? await repo.rolesWithPlatform(uid, businessId)
        : await repo.rolesIn(uid, businessId);
      if (!held.some((r) => roles.includes(r))) throw new AppError(ErrorCode.FORBIDDEN, '无权操作该商家');
      return { uid, businessId };
    },
  };
}
export type BusinessService = ReturnType<typeof businessService>;

/** Roles that manage a business's projects and items (the contract declares the same in each call's access). */
export const MANAGERS = MANAGER_ROLES;
