import { Input } from 'antd-mobile';
import { SmsCodeButton } from '../../../components/ui/sms-code-button';

interface FieldProps {
  value: string;
  onChange: (v: string) => void;
  onEnterPress?: () => void;
}

/** The mobile of the login screens. */
export function MobileField({ value, onChange, onEnterPress }: FieldProps) {
  return (
    <div className="login-field">
      <Input
        aria-label="手机号"
        placeholder="请输入手机号"
        type="tel"
        maxLength={14}
        clearable
        value={value}
        onChange={onChange}
        onEnterPress={onEnterPress}
      />
    </div>
  );
}

/** The 6-digit SMS code with its send button (which sends to the mobile of `onSend`). */
export function CodeField({ value, onChange, onEnterPress, onSend }: FieldProps & { onSend: () => Promise<boolean> }) {
  return (
    <div className="login-field">
      <Input
        aria-label="验证码"
        placeholder="请输入6位验证码"
        inputMode="numeric"
        maxLength={6}
        value={value}
        onChange={onChange}
        onEnterPress={onEnterPress}
      />
      <SmsCodeButton onSend={onSend} />
    </div>
  );
}

/** A password input of the login screens (8–32 characters by the server's rule). */
export function PasswordField({ label, placeholder, ...p }: FieldProps & { label: string; placeholder: string }) {
  return (
    <div className="login-field">
      <Input
        aria-label={label}
        placeholder={placeholder}
        type="password"
        maxLength={32}
        value={p.value}
        onChange={p.onChange}
        onEnterPress={p.onEnterPress}
      />
    </div>
  );
}
