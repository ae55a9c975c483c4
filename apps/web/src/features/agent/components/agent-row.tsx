import { Avatar } from 'antd-mobile';
import { maskPhone, type Agent } from '@kc/shared';
import { CardLink, cardProps } from '../../../components/ui/card-link';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { BroughtCount } from './brought-count';

/** An agent of an item for its managers: who (avatar, name, masked mobile) and what they brought; tap for details. */
export function AgentRow({ agent, onClick }: { agent: Agent; onClick: () => void }) {
  const name = agent.user_name || '未设置昵称';
  return (
    <article className="agent-card agent-row" {...cardProps(onClick, name)}>
      <Avatar className="agent-avatar" src={agent.avatar} />
      <div className="agent-id">
        <strong className="agent-name">
          <CardLink onOpen={onClick} label={`${name} 代理详情`}>
            {name}
          </CardLink>
        </strong>
        <span className="agent-mobile">{maskPhone(agent.mobile)}</span>
      </div>
      <BroughtCount count={agent.attributed} />
      <ChevronRightIcon className="agent-chevron" />
    </article>
  );
}
