import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { confirmAction } from '../../../components/ui/confirm';
import { useGoBack } from '../../../components/ui/use-go-back';
import { fieldErrorsOf, showError } from '../../../lib/http';
import { useDecideAudit } from '../api/audit-decide';

/** 通过 (asks first) and 驳回 (a reason is required), then back to the list. */
export function useAuditDecision(id: number) {
  const decide = useDecideAudit();
  const goBack = useGoBack('/b/audit');
  const [rejecting, setRejecting] = useState(false);
  const [remarkError, setRemarkError] = useState<string>();

  const pass = async () => {
    if (!(await confirmAction('确定通过该审核吗？通过后立即生效'))) return;
    try {
      await decide.mutateAsync({ id, pass: true, remark: '' });
      Toast.show({ icon: 'success', content: '已通过' });
      goBack();
    } catch (e) {
      showError(e);
    }
  };

  const reject = async (remark: string) => {
    setRemarkError(undefined);
    try {
      await decide.mutateAsync({ id, pass: false, remark });
      setRejecting(false);
      Toast.show({ icon: 'success', content: '已驳回' });
      goBack();
    } catch (e) {
      const field = fieldErrorsOf(e).find((f) => f.field === 'remark');
      if (field) setRemarkError(field.message);
      else showError(e);
    }
  };

  return {
    busy: decide.isPending,
    rejecting,
    remarkError,
    pass: () => void pass(),
    openReject: () => setRejecting(true),
    closeReject: () => setRejecting(false),
    reject: (remark: string) => void reject(remark),
  };
}
