import { useLocation, useParams } from 'react-router';
import { isSegment, TYPE_OF } from '../utils/item-paths';

/**
 * The product type and id of an item route: /ticket|coupon|invitation/create|edit/{id} and
 * /ticket-invitation/ticket|coupon|invitation/{id} (the route rule has checked the id already).
 */
export function useItemRoute() {
  const { pathname } = useLocation();
  const params = useParams();
  const parts = pathname.split('/');
  const segment = parts[1] === 'ticket-invitation' ? parts[2] : parts[1];
  const productType = isSegment(segment) ? TYPE_OF[segment] : 1;
  const id = params.id && /^[1-9]\d*$/.test(params.id) ? Number(params.id) : undefined;
  return { productType, id };
}
