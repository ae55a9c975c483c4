import { Navigate, useLocation, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { AgentDetail } from '../components/agent-detail';
import type { AgentState } from '../utils/nav-state';
import { positiveId } from '../../../lib/routing/route-id';
import '../components/agent.css';

/** /agent/show/{id} (and /cert/agent/show/{id}): one agent — who, which item, what they brought, their link. */
export default function AgentShowPage() {
  const id = positiveId(useParams().id);
  const known = (useLocation().state as AgentState)?.agent;
  if (!id) return <Navigate to="/404" replace />;
  return (
    <div className="page">
      <PageHeader />
      <AgentDetail key={id} id={id} known={known} />
    </div>
  );
}
