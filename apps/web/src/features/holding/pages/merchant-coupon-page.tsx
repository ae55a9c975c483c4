import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { ListScreen } from '../components/holding-screen';
import { ReceivableList } from '../components/receivable-list';
import { ReceiveResultPopup } from '../components/receive-result-popup';
import { useReceiveFlow } from '../hooks/use-receive-flow';
import { useSpm } from '../hooks/use-spm';
import { positiveId } from '../../../lib/routing/route-id';

/**
 * /merchant-coupon (public): a business's free coupons (?business_id=), or every free coupon. 领取 logged out
 * goes to the login page and comes back here.
 */
export default function MerchantCouponPage() {
  const [search] = useSearchParams();
  const businessId = positiveId(search.get('business_id'));
  const flow = useReceiveFlow(useSpm());
  return (
    <ListScreen page>
      <PageHeader />
      <ReceivableList
        filter={{ productType: 2, businessId, keyword: '' }}
        receivingId={flow.receivingId}
        onReceive={(i) => flow.receive(i.item_id)}
      />
      <ReceiveResultPopup result={flow.result} onClose={flow.close} />
    </ListScreen>
  );
}
