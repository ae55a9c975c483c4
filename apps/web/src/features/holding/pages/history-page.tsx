import { Navigate, useNavigate, useParams } from 'react-router';
import { HoldingScreen } from '../components/holding-screen';
import { historyTypeOf, holdingPaths, scopeOfTime } from '../utils/holding-paths';

/**
 * /my/history/{type}/{time} (kept alive): type 1 tickets, 2 coupons, 3 invitations; time 1 usable, 2 used or
 * expired. Anything else goes to /404.
 */
export default function HistoryPage() {
  const navigate = useNavigate();
  const params = useParams();
  const type = historyTypeOf(params.type);
  const scope = scopeOfTime(params.time);
  if (!type || !scope) return <Navigate to="/404" replace />;
  return (
    <HoldingScreen
      type={type}
      scope={scope}
      onScope={(s) => void navigate(holdingPaths.history(type, s), { replace: true })}
    />
  );
}
