/**
 * The one home of a person's badges as the community shows them next to their name (posts, comments, personal pages,
 * follow and block lists): 认证车主 while an approved car-owner certification is live (users.car_owner, set by the
 * carowner module only).
 */
export const CAR_OWNER_BADGE = '认证车主';

export const badgesOf = (carOwner: boolean): string[] => (carOwner ? [CAR_OWNER_BADGE] : []);
