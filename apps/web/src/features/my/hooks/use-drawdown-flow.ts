import { useQueryClient } from '@tanstack/react-query';
import { Dialog, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DIALOG_DEFAULTS } from '@kc/shared';
import { paths } from '../../../config/paths';
import { showError } from '../../../lib/http';
import { localLogout } from '../../../lib/session';
import { useDrawdown } from '../api/drawdown';

/** 注销账号: a warning that it cannot be undone, then the SMS code, then drawdown → logout → /login. */
export function useDrawdownFlow() {
  const [step, setStep] = useState<'idle' | 'code'>('idle');
  const [code, setCode] = useState('');
  const drawdown = useDrawdown();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const begin = async () => {
    const ok = await Dialog.confirm({
      title: '注销账号',
      content: '注销后账号的门票、订单、余额等数据将被清除，且无法恢复。是否继续？',
      confirmText: '继续注销',
      cancelText: DIALOG_DEFAULTS.cancelText,
    });
    if (ok) setStep('code');
  };

  const confirm = () => {
    if (!/^\d{6}$/.test(code)) return void Toast.show({ content: '请输入6位数字验证码' });
    drawdown.mutate(code, {
      onSuccess: async () => {
        localLogout();
        Toast.show({ content: '账号已注销' });
        await navigate(paths.login, { replace: true });
        queryClient.clear();
      },
      onError: showError,
    });
  };

  return { step, code, setCode, begin, confirm, cancel: () => setStep('idle'), submitting: drawdown.isPending };
}
