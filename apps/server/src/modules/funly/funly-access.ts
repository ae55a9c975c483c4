import { ErrorCode, MANAGER_ROLES, type Role } from '@kc/shared';
import { AppError } from '../../plugins/app/errors.js';
import type { EventRow, FunlyRepository } from './funly.repository.js';

/** Who the caller is for one event: an owner/admin of its business, a scoped operator, or nobody. */
export type FunlyRole = 'organiser' | 'manager' | 'checkin' | 'none';

/** What a call needs: `organiser` (revoke, delete, operators) or `manage` (organiser or manager operator). */
export type FunlyNeed = 'organiser' | 'manage';

/**
 * The one access decision for event-scoped calls (docs/funly.md). The organiser is an owner/admin of the event's
 * business (no b_id needed: the grant is checked on the event's own business, so a manager of another business is
 * refused); a manager operator does everything on that event but revoking it and managing its operators; a check-in
 * operator only scans entry codes (the verify module), so every funly call refuses them.
 */
export function funlyAccess(
  repo: Pick<FunlyRepository, 'event' | 'operatorOf'>,
  business: { rolesIn(uid: number, businessId: number): Promise<Role[]> },
) {
  async function roleFor(uid: number, row: EventRow): Promise<FunlyRole> {
    const held = await business.rolesIn(uid, row.businessId);
    if (held.some((r) => (MANAGER_ROLES as readonly Role[]).includes(r))) return 'organiser';
    const op = await repo.operatorOf(row.id, uid);
    return op?.role ?? 'none';
  }

  return {
    /** the caller's role for the event ('none' also when the event does not exist) */
    async role(uid: number, eventId: number): Promise<FunlyRole> {
      const row = await repo.event(eventId);
      if (!row) return 'none';
      return roleFor(uid, row);
    },

    /** the event row when the caller may act on it; 10004 活动不存在, 10003 无权操作该活动 */
    async require(uid: number, eventId: number, need: FunlyNeed): Promise<EventRow> {
      const row = await repo.event(eventId);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, '活动不存在');
      const role = await roleFor(uid, row);
      const ok = need === 'organiser' ? role === 'organiser' : role === 'organiser' || role === 'manager';
      if (!ok) throw new AppError(ErrorCode.FORBIDDEN, '无权操作该活动');
      return row;
    },

    /** the role together with the row (show, managelist use it) */
    roleFor,
  };
}
export type FunlyAccess = ReturnType<typeof funlyAccess>;
