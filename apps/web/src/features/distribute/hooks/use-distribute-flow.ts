import { useMemo, useState } from 'react';
import { confirmAction } from '../../../components/ui/confirm';
import { showError } from '../../../lib/http';
import { parseMobiles } from '../../../lib/issuing/parse-mobiles';
import { useDistributeIssue, type DistributeOutcome } from '../api/distribute-issue';
import { distributeBlocker } from '../utils/distribute-limits';

/** Distributing: the chosen item, the mobiles parsed live, 确认发放 with a confirmation, the results. */
export function useDistributeFlow(daily: boolean) {
  const [itemId, setItemId] = useState<number | null>(null);
  const [text, setText] = useState('');
  const parsed = useMemo(() => parseMobiles(text), [text]);
  const blocker = distributeBlocker(itemId, parsed);
  const issue = useDistributeIssue();
  const [outcome, setOutcome] = useState<DistributeOutcome | null>(null);

  const submit = async () => {
    if (blocker || itemId === null) return;
    const skipped = parsed.invalid.length ? `，另有 ${parsed.invalid.length} 个号码有误将不发放` : '';
    const rule = daily ? '每人每天限领' : '每人发放 1 张';
    const ok = await confirmAction(`共 ${parsed.mobiles.length} 个号码，${rule}${skipped}。是否确定？`, {
      title: '确认发放',
    });
    if (!ok) return;
    try {
      setOutcome(await issue.mutateAsync({ itemId, mobiles: parsed.mobiles, daily }));
      setText('');
    } catch (e) {
      showError(e);
    }
  };

  return {
    itemId,
    setItemId,
    text,
    setText,
    parsed,
    blocker,
    outcome,
    issuing: issue.isPending,
    submit: () => void submit(),
  };
}
