import { Button, CenterPopup, TextArea } from 'antd-mobile';
import { useId, useState } from 'react';
import styles from './leader.module.css';

/** 取消骑行: the reason the riders will be told, then confirm; an empty reason sends nothing. */
export function RideRevokePopup({
  title,
  busy,
  onClose,
  onRevoke,
}: {
  title: string;
  busy: boolean;
  onClose: () => void;
  onRevoke: (reason: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const confirm = () => {
    const r = reason.trim();
    if (!r) return setError('请填写取消原因');
    onRevoke(r);
  };
  return (
    <CenterPopup visible onMaskClick={onClose} bodyClassName={styles.popup}>
      <h3 className={styles.popupTitle}>取消骑行</h3>
      <p className={styles.text}>
        确定取消「{title || '未命名骑行'}」吗？已报名的骑友会收到通知，名额全部释放，且不可恢复。
      </p>
      <label className={styles.popupLabel} htmlFor={id}>
        取消原因
      </label>
      <TextArea
        id={id}
        placeholder="请填写取消原因，报名骑友将看到这段说明"
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
        <div className="field-error" role="alert">
          {error}
        </div>
      )}
      <div className={`button-row ${styles.popupButtons}`}>
        <Button block onClick={onClose}>
          再想想
        </Button>
        <Button block color="danger" loading={busy} onClick={confirm}>
          确定取消
        </Button>
      </div>
    </CenterPopup>
  );
}
