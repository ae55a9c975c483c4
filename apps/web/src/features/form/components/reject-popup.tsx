import { Button, CenterPopup, TextArea } from 'antd-mobile';
import { useState } from 'react';

export interface RejectPopupProps {
  visible: boolean;
  busy?: boolean;
  /** the message under the reason (required locally, or the server's) */
  error?: string;
  onClose: () => void;
  onInput: () => void;
  onReject: (remark: string) => void;
}

/** 驳回 needs a reason the person will read. */
export function RejectPopup({ visible, busy, error, onClose, onInput, onReject }: RejectPopupProps) {
  const [remark, setRemark] = useState('');
  return (
    <CenterPopup visible={visible} onMaskClick={onClose} className="sub-reject">
      <h3>驳回报名</h3>
      <TextArea
        placeholder="请填写驳回原因，报名者将看到这段说明"
        value={remark}
        onChange={(v) => {
          setRemark(v);
          onInput();
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
      <div className="button-row">
        <Button block onClick={onClose}>
          取消
        </Button>
        <Button block color="danger" loading={busy} onClick={() => onReject(remark)}>
          确定驳回
        </Button>
      </div>
    </CenterPopup>
  );
}
