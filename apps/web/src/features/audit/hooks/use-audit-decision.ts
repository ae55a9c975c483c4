import { useReviewDecision } from '../../../components/ui/use-review-decision';
import { useDecideAudit } from '../api/audit-decide';

/** 通过 (asks first) and 驳回 (a reason is required) of one audit, then back to the list; a report case words 通过 as 保留内容. */
export function useAuditDecision(id: number, words?: { passQuestion: string; passedText: string }) {
  const decide = useDecideAudit();
  return useReviewDecision({
    decide: ({ pass, remark }) => decide.mutateAsync({ id, pass, remark }),
    busy: decide.isPending,
    backTo: '/b/audit',
    passQuestion: words?.passQuestion ?? '确定通过该审核吗？通过后立即生效',
    passedText: () => words?.passedText ?? '已通过',
  });
}
