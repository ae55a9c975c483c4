import { Navigate, useParams } from 'react-router';
import { positiveId } from '../../../lib/routing/route-id';

/**
 * /cert/publisher/list/{id}: the publishers of a pass are those of its item, on the publisher list. That page
 * reads `ticketId` and features do not import each other, so this route hands over to it (replace) with the id
 * read from either name; anything but a positive id is a 404 like the ticket route's rule.
 */
export default function CertPublisherListPage() {
  const params = useParams();
  const itemId = positiveId(params.id ?? params.ticketId);
  return <Navigate to={itemId ? `/ticket/publisher/list/${itemId}` : '/404'} replace />;
}
