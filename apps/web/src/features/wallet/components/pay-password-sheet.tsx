import { NumberKeyboard, PasscodeInput, Popup, type PasscodeInputRef } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';

export interface PayPasswordSheetProps {
  visible: boolean;
  /** what is being paid, e.g. ¥12.50 */
  amount: string;
  title?: string;
  /** the last refusal (wrong password with the tries left, locked): shown under the cells */
  error?: string;
  busy?: boolean;
  onClose: () => void;
  /** the 6 digits, once all are typed */
  onSubmit: (password: string) => void;
  onForgot?: () => void;
}

/** The bottom sheet asking for the 6-digit pay password (PasscodeInput on the number keyboard). */
export function PayPasswordSheet({
  visible,
  amount,
  title = '请输入支付密码',
  error,
  busy,
  onClose,
  onSubmit,
  onForgot,
}: PayPasswordSheetProps) {
  const [value, setValue] = useState('');
  const ref = useRef<PasscodeInputRef>(null);

  // a fresh entry each time the sheet opens or a try comes back (refused: the message shows below)
  useEffect(() => {
    if (!visible || busy) return;
    setValue('');
    const t = window.setTimeout(() => ref.current?.focus(), 150);
    return () => window.clearTimeout(t);
  }, [visible, busy]);

  const change = (v: string) => {
    const digits = v.replace(/\D/g, '').slice(0, 6);
    setValue(digits);
    if (digits.length === 6 && !busy) onSubmit(digits);
  };

  return (
    <Popup visible={visible} onMaskClick={busy ? undefined : onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      <div className="pay-sheet" role="dialog" aria-label={title}>
        <div className="pay-sheet-head">
          <button type="button" className="pay-sheet-close" aria-label="关闭" onClick={onClose} disabled={busy}>
            ×
          </button>
          {title}
        </div>
        <p className="pay-sheet-amount">
          <small>提现金额</small>
          {amount}
        </p>
        <PasscodeInput
          ref={ref}
          length={6}
          value={value}
          onChange={change}
          error={!!error}
          keyboard={<NumberKeyboard />}
          aria-label="支付密码"
        />
        <p className="pay-sheet-error" role={error ? 'alert' : undefined}>
          {busy ? '正在提交…' : error}
        </p>
        {onForgot && (
          <div className="pay-sheet-links">
            <button type="button" className="wallet-link" onClick={onForgot}>
              忘记密码？
            </button>
          </div>
        )}
        <div className="pay-sheet-keyboard-space" />
      </div>
    </Popup>
  );
}
