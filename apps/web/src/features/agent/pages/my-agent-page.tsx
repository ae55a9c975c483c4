import { useNavigate } from 'react-router';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { agentKeys } from '../api/agent-keys';
import { fetchMyAgents } from '../api/agent-mine';
import { MyAgentCard } from '../components/my-agent-card';
import { agentPaths } from '../utils/agent-paths';
import type { AgentState } from '../utils/nav-state';
import '../components/agent.css';

/** /ticket-invitation/agent/list: the items I am an agent of, across businesses; tap for my link. */
export default function MyAgentPage() {
  const navigate = useNavigate();
  return (
    <div className="page">
      <PageHeader />
      <ListView
        queryKey={agentKeys.mine}
        fetchPage={fetchMyAgents}
        itemKey={(a) => a.id}
        renderItem={(a) => (
          <MyAgentCard
            agent={a}
            onClick={() => void navigate(agentPaths().show(a.id), { state: { agent: a } satisfies AgentState })}
          />
        )}
      />
    </div>
  );
}
