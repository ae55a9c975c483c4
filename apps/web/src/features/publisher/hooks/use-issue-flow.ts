import { useMemo, useState } from 'react';
import type { PublisherQuota } from '@kc/shared';
import { confirmAction } from '../../../components/ui/confirm';
import { showError } from '../../../lib/http';
import { useIssueFromQuota, type IssueOutcome } from '../api/publisher-issue';
import { issueBlocker } from '../utils/issue-limits';
import { parseMobiles } from '../../../lib/issuing/parse-mobiles';
import { useIssueDraft } from './use-issue-draft';

/** Issuing from one quota: the kept input parsed live, what blocks it, 确认发放 with a confirmation, the results. */
export function useIssueFlow(quota: PublisherQuota) {
  const draft = useIssueDraft(quota.id);
  const parsed = useMemo(() => parseMobiles(draft.text), [draft.text]);
  const blocker = issueBlocker(parsed, quota.remaining);
  const issue = useIssueFromQuota(quota.id);
  const [outcome, setOutcome] = useState<IssueOutcome | null>(null);

  const submit = async () => {
    if (blocker) return;
    const skipped = parsed.invalid.length ? `，另有 ${parsed.invalid.length} 个号码有误将不发放` : '';
    const ok = await confirmAction(`共 ${parsed.mobiles.length} 个号码，每人发放 1 张${skipped}。是否确定？`, {
      title: '确认发放',
    });
    if (!ok) return;
    try {
      setOutcome(await issue.mutateAsync(parsed.mobiles));
      draft.clear();
    } catch (e) {
      showError(e);
    }
  };

  return {
    text: draft.text,
    change: draft.change,
    parsed,
    blocker,
    outcome,
    issuing: issue.isPending,
    submit: () => void submit(),
  };
}
