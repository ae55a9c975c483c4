import { Button } from 'antd-mobile';
import type { PublisherQuota } from '@kc/shared';
import { useIssueFlow } from '../hooks/use-issue-flow';
import { IssueResults } from './issue-results';
import { MobileInput } from './mobile-input';
import { QuotaHeader } from './quota-header';

/** 发放给客户 from one quota: what is left, the results of the last issue, the mobiles and 确认发放. */
export function IssueScreen({ quota }: { quota: PublisherQuota }) {
  const flow = useIssueFlow(quota);
  const count = flow.parsed.mobiles.length;
  return (
    <div className="has-form-actions">
      <QuotaHeader quota={quota} />
      {flow.outcome && <IssueResults outcome={flow.outcome} />}
      <MobileInput value={flow.text} onChange={flow.change} parsed={flow.parsed} blocker={flow.blocker} />
      <p className="form-tip">每个号码发放 1 张；未注册的号码会自动开通账号，对方用该手机号登录即可查看。</p>
      <div className="form-actions">
        <Button
          block
          color="primary"
          size="large"
          loading={flow.issuing}
          disabled={!!flow.blocker}
          onClick={flow.submit}
        >
          {count > 0 ? `确认发放（${count}人）` : '确认发放'}
        </Button>
      </div>
    </div>
  );
}
