import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { confirmAction } from '../../../components/ui/confirm';
import { showError } from '../../../lib/http';
import { useUnionReview } from '../api/union-review';
import { reviewError } from '../utils/review-rules';

/** Deciding one application: a remark (required to reject), a confirmation, then the decision. */
export function useReview(id: number) {
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const review = useUnionReview();

  const decide = async (pass: boolean) => {
    const found = reviewError(id, pass, remark);
    setError(found);
    if (found) return;
    const ok = await confirmAction(pass ? '确定通过该申请？' : '确定驳回该申请？', {
      title: pass ? '通过' : '驳回',
      danger: !pass,
    });
    if (!ok) return;
    try {
      await review.mutateAsync({ id, pass, remark: remark.trim() });
      Toast.show({ icon: 'success', content: pass ? '已通过' : '已驳回' });
    } catch (e) {
      showError(e);
    }
  };

  return {
    remark,
    error,
    change: (v: string) => {
      setRemark(v);
      setError(null);
    },
    pass: () => void decide(true),
    reject: () => void decide(false),
    deciding: review.isPending,
  };
}
