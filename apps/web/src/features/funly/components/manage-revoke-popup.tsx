import { Button, CenterPopup, TextArea } from 'antd-mobile';
import { useId, useState } from 'react';
import styles from './manage.module.css';

/** 撤销活动: asks for the reason the applicants will be told, then confirms; an empty reason sends nothing. */
export function ManageRevokePopup({
  title,
  visible,
  busy,
  onClose,
  onRevoke,
}: {
  title: string;
  visible: boolean;
  busy: boolean;
  onClose: () => void;
  onRevoke: (reason: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const confirm = () => {
    const r = reason.trim();
    if (!r) return setError('请填写撤销原因');
    onRevoke(r);
  };
  return (
    <CenterPopup visible={visible} onMaskClick={onClose} bodyClassName={styles.popup}>
      <h3 className={styles.popupTitle}>撤销活动</h3>
      <p className={styles.popupText}>
        确定撤销「{title || '未命名活动'}」吗？撤销后活动下线，已报名的用户会收到通知，且不可恢复。
      </p>
      <label className={styles.popupLabel} htmlFor={id}>
        撤销原因
      </label>
      <TextArea
        id={id}
        placeholder="请填写撤销原因，报名用户将看到这段说明"
        value={reason}
        onChange={(v) => {
          setReason(v);
          setError('');
        }}
        autoSize={{ minRows: 3, maxRows: 6 }}
        maxLength={200}
        showCount
      />
      {error && (
        <div className={styles.popupError} role="alert">
          {error}
        </div>
      )}
      <div className={`button-row ${styles.popupButtons}`}>
        <Button block onClick={onClose}>
          取消
        </Button>
        <Button block color="danger" loading={busy} onClick={confirm}>
          确定撤销
        </Button>
      </div>
    </CenterPopup>
  );
}
