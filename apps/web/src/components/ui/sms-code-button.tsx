import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useCountdown } from './use-countdown';

export interface SmsCodeButtonProps {
  /** sends the code; resolves true when sent (the countdown starts) */
  onSend: () => Promise<boolean>;
  seconds?: number;
}

/** 获取验证码 with a 60 s countdown (`${n}s后重新获取`). */
export function SmsCodeButton({ onSend, seconds = 60 }: SmsCodeButtonProps) {
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      if (await onSend()) start(seconds);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      size="small"
      fill="none"
      color="primary"
      className="sms-code-button"
      disabled={left > 0 || sending}
      onClick={() => void send()}
    >
      {left > 0 ? `${left}s后重新获取` : '获取验证码'}
    </Button>
  );
}
