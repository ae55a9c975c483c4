import type { Agent } from '@kc/shared';
import { LoadError } from '../../../components/ui/load-error';
import { PageLoading } from '../../../components/ui/page-loading';
import { useAgent } from '../api/agent-info';
import { absoluteLink } from '../utils/absolute-link';
import { AgentLink } from './agent-link';
import { AgentProfile } from './agent-profile';

/** Loads one agent (showing what the list knew at once) and shows who they are and their link. */
export function AgentDetail({ id, known }: { id: number; known?: Agent }) {
  const q = useAgent(id, known);
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  return (
    <>
      <AgentProfile agent={q.data} />
      <AgentLink url={absoluteLink(q.data.link)} />
    </>
  );
}
