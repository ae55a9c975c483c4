import type { Agent } from '@kc/shared';
import { CardLink, cardProps } from '../../../components/ui/card-link';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { BroughtCount } from './brought-count';

/** An item I am an agent of: the item, its business and what my link brought; tap for my link. */
export function MyAgentCard({ agent, onClick }: { agent: Agent; onClick: () => void }) {
  return (
    <article className="agent-card my-agent-card" {...cardProps(onClick, agent.item_name || '未命名')}>
      <div className="my-agent-main">
        <strong className="my-agent-item">
          <CardLink onOpen={onClick}>{agent.item_name || '未命名'}</CardLink>
        </strong>
        <span className="my-agent-business">{agent.business_name}</span>
      </div>
      <div className="my-agent-foot">
        <BroughtCount count={agent.attributed} />
        <span className="agent-more">
          推广链接
          <ChevronRightIcon />
        </span>
      </div>
    </article>
  );
}
