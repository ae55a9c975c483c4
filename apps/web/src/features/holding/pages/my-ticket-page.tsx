import { useLocation, useNavigate } from 'react-router';
import { HoldingScreen } from '../components/holding-screen';
import { holdingPaths } from '../utils/holding-paths';

/** /my/ticket/list (usable tickets) and /my/ticket/old (used, expired, disabled): the path picks the tab. */
export default function MyTicketPage() {
  const navigate = useNavigate();
  const scope = useLocation().pathname.startsWith('/my/ticket/old') ? 'old' : 'valid';
  return (
    <HoldingScreen
      type={1}
      scope={scope}
      onScope={(s) => void navigate(holdingPaths.myTickets(s), { replace: true })}
    />
  );
}
