import type { PublisherQuota } from '@kc/shared';
import { MobilesIssueForm } from '../../../components/ui/mobiles-issue-form';
import { useIssueFlow } from '../hooks/use-issue-flow';
import { MAX_MOBILES_PER_ISSUE } from '../utils/issue-limits';
import { IssueResults } from './issue-results';
import { QuotaHeader } from './quota-header';

/** 发放给客户 from one quota: what is left, the results of the last issue, the mobiles and 确认发放. */
export function IssueScreen({ quota }: { quota: PublisherQuota }) {
  const flow = useIssueFlow(quota);
  return (
    <div className="has-form-actions">
      <QuotaHeader quota={quota} />
      {flow.outcome && <IssueResults outcome={flow.outcome} />}
      <MobilesIssueForm
        id="issue-mobiles"
        label="客户手机号"
        placeholder={`每行一个号码，或用空格、逗号分隔\n支持直接粘贴，一次最多 ${MAX_MOBILES_PER_ISSUE} 个`}
        rows={{ minRows: 5, maxRows: 12 }}
        value={flow.text}
        onChange={flow.change}
        parsed={flow.parsed}
        blocker={flow.blocker}
        tip="每个号码发放 1 张；未注册的号码会自动开通账号，对方用该手机号登录即可查看。"
        issuing={flow.issuing}
        onSubmit={flow.submit}
      />
    </div>
  );
}
