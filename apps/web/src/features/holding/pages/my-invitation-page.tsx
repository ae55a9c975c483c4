import { useState } from 'react';
import { HoldingScreen } from '../components/holding-screen';
import type { Scope } from '../utils/holding-paths';

/** /my/invitation: the caller's invitations, 可使用 / 已失效. */
export default function MyInvitationPage() {
  const [scope, setScope] = useState<Scope>('valid');
  return <HoldingScreen type={3} scope={scope} onScope={setScope} />;
}
