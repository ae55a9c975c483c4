import { Avatar } from 'antd-mobile';
import { formatDate, maskPhone, type Agent } from '@kc/shared';
import { BroughtCount } from './brought-count';

/** Who the agent is, of which item and business, since when, and what they brought. */
export function AgentProfile({ agent }: { agent: Agent }) {
  return (
    <section className="agent-card agent-profile" aria-label="代理">
      <div className="agent-profile-who">
        <Avatar className="agent-avatar" src={agent.avatar} />
        <div className="agent-id">
          <strong className="agent-name">{agent.user_name || '未设置昵称'}</strong>
          <span className="agent-mobile">{maskPhone(agent.mobile)}</span>
        </div>
        <BroughtCount count={agent.attributed} />
      </div>
      <dl className="agent-facts">
        <div>
          <dt>代理内容</dt>
          <dd>{agent.item_name || '未命名'}</dd>
        </div>
        <div>
          <dt>所属商家</dt>
          <dd>{agent.business_name}</dd>
        </div>
        <div>
          <dt>推广码</dt>
          <dd className="agent-spm">{agent.spm}</dd>
        </div>
        <div>
          <dt>添加时间</dt>
          <dd>{formatDate(agent.create_time)}</dd>
        </div>
      </dl>
    </section>
  );
}
