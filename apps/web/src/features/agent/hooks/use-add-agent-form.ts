import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { normalizeMobile, type Agent } from '@kc/shared';
import { fieldErrorsOf, isApiError, showError } from '../../../lib/http';
import { useAddAgent } from '../api/agent-add';
import { checkAgentMobile } from '../utils/add-agent-rules';

/**
 * 添加代理: the local rule under the field, then the server's answer there too — its field error, or a refusal
 * (该手机号尚未注册, 该用户已是代理, 仅审核通过的内容可以设置代理) that stays until the mobile changes.
 */
export function useAddAgentForm(itemId: number, onDone: (agent: Agent) => void) {
  const [mobile, setMobile] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddAgent();

  const change = (value: string) => {
    setMobile(value);
    setError(null);
  };

  const submit = () => {
    const found = checkAgentMobile(mobile);
    setError(found);
    if (found) return;
    add.mutate(
      { item_id: itemId, mobile: normalizeMobile(mobile)! },
      {
        onSuccess: (agent) => {
          Toast.show({ icon: 'success', content: '添加成功' });
          setMobile('');
          onDone(agent);
        },
        onError: (e) => {
          const field = fieldErrorsOf(e).find((f) => f.field === 'mobile');
          if (field) setError(field.message);
          else if (isApiError(e) && !e.shown && e.message) setError(e.message);
          else showError(e);
        },
      },
    );
  };

  const reset = () => {
    setMobile('');
    setError(null);
  };

  return { mobile, error, change, submit, reset, saving: add.isPending };
}
