import { Button, CenterPopup, TextArea } from 'antd-mobile';
import { useId, useState, type ReactNode } from 'react';
import { cx } from './cx';
import styles from './reject-popup.module.css';

export interface RejectPopupProps {
  visible: boolean;
  busy?: boolean;
  /** the heading: 驳回审核, 驳回报名, 撤销活动, 取消骑行 */
  title: string;
  /** what happens, above the field (a revoke says who is told and that it cannot be undone) */
  text?: ReactNode;
  /** the field's label (default 驳回原因) */
  label?: string;
  /** the buttons (default 确定驳回 / 取消) */
  confirmText?: string;
  cancelText?: string;
  /** the hint in the field, saying who reads the reason */
  placeholder: string;
  /** the message for an empty reason */
  requiredMessage: string;
  /** the server's message for the reason */
  serverError?: string;
  /** the reason was edited (the server's message no longer applies) */
  onInput?: () => void;
  onClose: () => void;
  /** the reason, trimmed and never empty */
  onReject: (remark: string) => void;
}

/**
 * 驳回 (or a revoke, a decline) needs a reason the other side will read: an empty one shows `requiredMessage` under
 * the field and sends nothing.
 */
export function RejectPopup(props: RejectPopupProps) {
  const { visible, busy, title, placeholder, requiredMessage, serverError, onInput, onClose, onReject } = props;
  const { text, label = '驳回原因', confirmText = '确定驳回', cancelText = '取消' } = props;
  const id = useId();
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string>();
  const confirm = () => {
    const reason = remark.trim();
    if (!reason) return setError(requiredMessage);
    onReject(reason);
  };
  const shown = error ?? serverError;
  return (
    <CenterPopup visible={visible} onMaskClick={onClose} bodyClassName={styles.body}>
      <h3 className={styles.title}>{title}</h3>
      {text && <p className={styles.text}>{text}</p>}
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <TextArea
        id={id}
        className={styles.reason}
        placeholder={placeholder}
        value={remark}
        onChange={(v) => {
          setRemark(v);
          setError(undefined);
          onInput?.();
        }}
        autoSize={{ minRows: 3, maxRows: 6 }}
        maxLength={200}
        showCount
      />
      {shown && (
        <div className={styles.error} role="alert">
          {shown}
        </div>
      )}
      <div className={cx('button-row', styles.buttons)}>
        <Button block onClick={onClose}>
          {cancelText}
        </Button>
        <Button block color="danger" loading={busy} onClick={confirm}>
          {confirmText}
        </Button>
      </div>
    </CenterPopup>
  );
}
