import { Button } from 'antd-mobile';
import { useCopyLink } from '../hooks/use-copy-link';

/** The agent's link as a full URL (tap selects it all, for a manual copy) and 复制链接. */
export function AgentLink({ url }: { url: string }) {
  const copy = useCopyLink();
  return (
    <section className="agent-card agent-link" aria-label="推广链接">
      <h3 className="agent-link-title">推广链接</h3>
      <p className="agent-link-url">{url}</p>
      <p className="agent-link-tip">分享此链接，通过它报名或领取的人数计入该代理名下。</p>
      <Button block color="primary" onClick={() => void copy(url)}>
        复制链接
      </Button>
    </section>
  );
}
