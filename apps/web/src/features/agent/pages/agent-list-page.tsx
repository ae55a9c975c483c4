import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ListView } from '../../../components/ui/list-view';
import { PageHeader } from '../../../components/ui/page-header';
import { RequireBusiness } from '../../../components/ui/require-business';
import { useSession } from '../../../lib/session';
import { agentKeys } from '../api/agent-keys';
import { fetchItemAgents } from '../api/agent-list';
import { AddAgentPopup } from '../components/add-agent-popup';
import { AgentRow } from '../components/agent-row';
import { useAgentPaths } from '../hooks/use-agent-paths';
import type { AgentState } from '../utils/nav-state';
import { positiveId } from '../../../lib/routing/route-id';
import '../../../components/ui/form.css';
import '../components/agent.css';

/** /agent/list/{ticketId} (and /cert/agent/list/{ticketId}): the agents of an item and what each brought; 添加代理. */
export default function AgentListPage() {
  const navigate = useNavigate();
  const paths = useAgentPaths();
  const businessId = useSession((s) => s.businessId);
  const itemId = positiveId(useParams().ticketId);
  const [adding, setAdding] = useState(false);
  if (!itemId) return <Navigate to="/404" replace />;
  return (
    <div className="page">
      <PageHeader />
      <RequireBusiness>
        <div className="has-form-actions">
          <p className="agent-intro">代理分享专属链接，经链接报名或领取的人数计入其名下。</p>
          <ListView
            queryKey={agentKeys.ofItem(businessId, itemId)}
            fetchPage={fetchItemAgents(itemId)}
            itemKey={(a) => a.id}
            renderItem={(a) => (
              <AgentRow
                agent={a}
                onClick={() => void navigate(paths.show(a.id), { state: { agent: a } satisfies AgentState })}
              />
            )}
          />
          <div className="form-actions">
            <Button block color="primary" size="large" onClick={() => setAdding(true)}>
              添加代理
            </Button>
          </div>
          <AddAgentPopup
            itemId={itemId}
            visible={adding}
            onClose={() => setAdding(false)}
            onDone={() => setAdding(false)}
          />
        </div>
      </RequireBusiness>
    </div>
  );
}
