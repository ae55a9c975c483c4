import { funlyRelationOptions } from '@kc/shared';
import { api } from '../../../lib/http';

export type RelationType = 'ticket' | 'coupon';

export const funlyRelationOptionsKey = (businessId: number | null, type: RelationType, keyword: string) =>
  ['funly', 'relation-options', businessId, type, keyword] as const;

/** One page of the approved tickets or coupons of the current business an event may relate to. */
export const fetchFunlyRelationPage = (type: RelationType, keyword: string) => (page: number) =>
  api.call(funlyRelationOptions, { type, keyword, page, page_size: 20 });
