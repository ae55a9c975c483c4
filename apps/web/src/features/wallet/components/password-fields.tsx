import { Input, List } from 'antd-mobile';

export interface PasswordFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (v: string) => void;
}

/** A 6-digit pay password row (masked, number pad). */
export function PasswordField({ label, placeholder, value, onChange }: PasswordFieldProps) {
  return (
    <List.Item prefix={label}>
      <Input
        aria-label={label}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        placeholder={placeholder}
        value={value}
        onChange={onChange}
      />
    </List.Item>
  );
}

/** 新支付密码 and 确认新密码. */
export function NewPasswordFields(p: {
  password: string;
  again: string;
  onPassword: (v: string) => void;
  onAgain: (v: string) => void;
}) {
  return (
    <>
      <PasswordField label="新支付密码" placeholder="请输入6位数字" value={p.password} onChange={p.onPassword} />
      <PasswordField label="确认新密码" placeholder="请再次输入" value={p.again} onChange={p.onAgain} />
    </>
  );
}
