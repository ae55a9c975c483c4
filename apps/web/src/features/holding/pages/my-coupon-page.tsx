import { useState } from 'react';
import { HoldingScreen } from '../components/holding-screen';
import type { Scope } from '../utils/holding-paths';

/** /my/coupon: the caller's coupons, 可使用 / 已失效. */
export default function MyCouponPage() {
  const [scope, setScope] = useState<Scope>('valid');
  return <HoldingScreen type={2} scope={scope} onScope={setScope} />;
}
